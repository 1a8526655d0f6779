# promise: rollback never writes through a hard link: a file a command swapped for a hard link to ~/.gitconfig is restored as a file of its own.
mkdir -p "$WORK/project" && printf 'original\n' > "$WORK/project/a.txt"
