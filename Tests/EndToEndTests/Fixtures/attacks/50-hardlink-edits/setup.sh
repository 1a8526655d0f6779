# promise: no write goes through a hard link: edits, overwrites, script writes and chmod of project files that are hard links to files in the home folder leave those files unchanged.
mkdir -p "$WORK/project/sub"
ln "$HOME/.gitconfig" "$WORK/project/append.txt"
ln "$HOME/.ssh/authorized_keys" "$WORK/project/sub/gsub.txt"
ln "$HOME/.netrc" "$WORK/project/force.txt"
ln "$HOME/.config/gh/hosts.yml" "$WORK/project/script.txt"
ln "$HOME/.ssh/id_ed25519" "$WORK/project/mode.txt"
