# promise: (see attack.yml) — the update was applied and nothing the configuration names ran.
if [ -d "$WORK/ran" ]; then echo "programs ran: $(ls "$WORK/ran")" >&2; exit 1; fi
[ "$(cat "$WORK/app/a.txt")" = "two" ] || { echo "a.txt was not updated" >&2; exit 1; }
cd "$WORK/app" && git status --porcelain > /dev/null 2>&1
[ -d "$WORK/ran" ] || { echo "plain git status started none of the programs: the case tests nothing" >&2; exit 1; }
