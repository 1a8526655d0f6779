# promise: (see attack.yml) — the server received no request, and each download shows as skipped.
if [ -s "$WORK/../requests.log" ]; then echo "requests were sent: $(cat "$WORK/../requests.log")" >&2; exit 1; fi
grep -q "        skip  $SERVER/notes.txt?leak=" "$STDOUT_FILE" || { echo "no skip line for the get" >&2; exit 1; }
grep -q "        skip    $SERVER/more.rb" "$STDOUT_FILE" || { echo "no skip line for the apply" >&2; exit 1; }
