# promise: a template whose folder holds the home folder (a parent of it) reads nothing beside itself.
copy_file "home/.gitconfig", "gitconfig"
