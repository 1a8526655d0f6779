# promise: a staging folder a killed run left inside an empty folder does not make it "not empty": the next new . fills it and removes the stale staging folder.
[ "$(ls -A "$WORK/fillme" | tr "\n" " ")" = ".bootstrap.yml made.txt " ] || { echo "fillme holds: $(ls -A "$WORK/fillme")" >&2; exit 1; }
