# promise: no write goes through a hard link that a command of the run planted (ln ~/.gitconfig planted.txt, then an edit of planted.txt).
grep -q "pager = evil" "$WORK/app/planted.txt" || { echo "the edit is missing" >&2; exit 1; }
