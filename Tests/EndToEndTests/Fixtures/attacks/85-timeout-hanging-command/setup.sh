# promise: (see attack.yml) — a project that holds one file of its own.
mkdir -p "$WORK/project" && echo keep > "$WORK/project/keep.txt"
