# promise: a template never reads or changes the project's git folder (hooks, config): in any case or spelling, by action, script or link, under --no-run or not.
if grep -q "NOT REFUSED" "$WORK/project/report.txt"; then cat "$WORK/project/report.txt" >&2; exit 1; fi
diff -r "$WORK/../git-before" "$WORK/project/.git" >&2 || { echo ".git changed" >&2; exit 1; }
[ "$(ls -A "$WORK/project" | tr '\n' ' ')" = ".git report.txt " ] || { echo "the project holds: $(ls -A "$WORK/project")" >&2; exit 1; }
