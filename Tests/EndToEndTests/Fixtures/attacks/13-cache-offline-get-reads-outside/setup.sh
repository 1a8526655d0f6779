# promise: `--offline` reads only through the cache: a URL whose decoded path climbs out of the cache never reads a file outside it.
# An earlier online run caches the same URL, so the entry exists (the old layout then resolved
# `files/ENTRY/../../../../.ssh/id_ed25519` to the home folder's key).
printf 'get "%s/..%%2F..%%2F..%%2F..%%2F.ssh%%2Fid_ed25519", "warm.txt"\n' "$SERVER" > "$WORK/../warm.rb"
"$BOOTSTRAP" new "$WORK/../warm" -m "$WORK/../warm.rb" --allow-run >/dev/null
