# promise: rollback never writes through a hard link: a file a command swapped for a hard link to ~/.gitconfig is restored as a file of its own.
[ "$(cat "$WORK/project/a.txt")" = original ] || { echo "a.txt: $(cat "$WORK/project/a.txt")" >&2; exit 1; }
