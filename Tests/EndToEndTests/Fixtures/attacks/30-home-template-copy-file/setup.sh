# promise: a single-file template whose folder is the home folder reads no file beside itself: copy_file ".ssh/id_ed25519" is refused.
cp "$CASE/template.rb" "$HOME/template.rb"
