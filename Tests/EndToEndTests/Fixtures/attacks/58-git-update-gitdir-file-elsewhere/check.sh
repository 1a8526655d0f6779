# promise: (see attack.yml) — nothing the elsewhere git folder's configuration names ran.
if [ -d "$WORK/ran" ]; then echo "programs ran: $(cat "$WORK"/ran/*)" >&2; exit 1; fi
cd "$WORK/app" && git status --porcelain > /dev/null 2>&1
[ -d "$WORK/ran" ] || { echo "plain git status started none of the programs: the case tests nothing" >&2; exit 1; }
