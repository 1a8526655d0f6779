# promise: no byte of a URL becomes a path component of the cache, whatever its encoding (%252F, %5C, unicode dots).
for f in a b c; do [ -s "$WORK/app/$f.txt" ] || { echo "$f.txt is empty" >&2; exit 1; }; done
bad=$(ls -A "$HOME/.cache/bootstrap/v2/files" | grep -vxE '[0-9a-f]{64}')
[ -z "$bad" ] || { echo "cache entries not named by a digest: $bad" >&2; exit 1; }
