# promise: (see attack.yml) — no program named by the project's git configuration ran.
if [ -d "$WORK/ran" ]; then echo "programs ran: $(ls "$WORK/ran")" >&2; exit 1; fi
# The hostile configuration does start them under plain git: the attack is real.
cd "$WORK/app" && git status --porcelain > /dev/null 2>&1
[ -d "$WORK/ran" ] || { echo "plain git status started none of the programs: the case tests nothing" >&2; exit 1; }
