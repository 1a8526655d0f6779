# promise: (see attack.yml) — the template's file arrived unchanged and nothing its configuration names ran.
if [ -d "$WORK/ran" ]; then echo "programs ran: $(ls "$WORK/ran" | tr '\n' ' ')" >&2; exit 1; fi
[ "$(cat "$WORK/app/a.txt")" = "data" ] || { echo "a.txt is not the template's data" >&2; exit 1; }
