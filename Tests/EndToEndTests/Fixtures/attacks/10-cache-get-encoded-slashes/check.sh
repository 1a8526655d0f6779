# promise: no byte of a URL becomes a path component of the cache: `..%2F` in a downloaded URL neither removes nor writes ~/.ssh.
# The three URLs normalize to one ($SERVER/.ssh/authorized_keys, `..` stops at the root), so the
# cache holds one entry, named by 64 hex digits, with the file and the URL it came from.
grep -q attacker "$WORK/app/NOTES3.md" || { echo "NOTES3.md lacks the served bytes" >&2; exit 1; }
entries=$(ls -A "$HOME/.cache/bootstrap/v2/files")
echo "$entries" | grep -qxE '[0-9a-f]{64}' && [ "$(echo "$entries" | wc -l)" = 1 ] || { echo "expected one digest-named entry, found: $entries" >&2; exit 1; }
[ "$(ls -A "$HOME/.cache/bootstrap/v2/files/$entries")" = "file
source" ] || { echo "the entry holds: $(ls -A "$HOME/.cache/bootstrap/v2/files/$entries")" >&2; exit 1; }
