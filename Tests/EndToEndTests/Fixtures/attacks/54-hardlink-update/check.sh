# promise: update never writes through a hard link: a project file that is a hard link to a file in the home folder gets the new version as a file of its own.
[ "$(cat "$WORK/project/notes.txt")" = v2 ] || { echo "notes.txt: $(cat "$WORK/project/notes.txt")" >&2; exit 1; }
