# promise: a link already in the project that leads out is never written through (apply).
mkdir -p "$WORK/project"
ln -s "$HOME/.ssh" "$WORK/project/keys"
