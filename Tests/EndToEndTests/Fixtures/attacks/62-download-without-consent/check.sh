# promise: (see attack.yml) — the server received no request.
if [ -s "$WORK/../requests.log" ]; then echo "requests were sent: $(cat "$WORK/../requests.log")" >&2; exit 1; fi
