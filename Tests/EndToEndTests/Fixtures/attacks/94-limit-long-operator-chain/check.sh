# promise: (see attack.yml) — the project's own file is as it was.
[ "$(cat "$WORK/project/keep.txt")" = keep ] || { echo "keep.txt changed" >&2; exit 1; }
