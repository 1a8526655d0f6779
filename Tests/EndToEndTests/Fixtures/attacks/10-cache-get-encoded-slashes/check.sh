# promise: no byte of a URL becomes a path component of the cache: `..%2F` in a downloaded URL neither removes nor writes ~/.ssh.
# `%2F` is no separator in the normal form (docs/remote-templates.md), so the three URLs are three
# entries, each named by 64 hex digits, each holding the file and the URL it came from.
grep -q attacker "$WORK/app/NOTES3.md" || { echo "NOTES3.md lacks the served bytes" >&2; exit 1; }
entries=$(ls -A "$HOME/.cache/bootstrap/v2/files")
[ "$(echo "$entries" | grep -cxE '[0-9a-f]{64}')" = 3 ] && [ "$(echo "$entries" | wc -l)" = 3 ] || { echo "expected three digest-named entries, found: $entries" >&2; exit 1; }
for entry in $entries; do
    [ "$(ls -A "$HOME/.cache/bootstrap/v2/files/$entry")" = "file
source" ] || { echo "the entry holds: $(ls -A "$HOME/.cache/bootstrap/v2/files/$entry")" >&2; exit 1; }
done
