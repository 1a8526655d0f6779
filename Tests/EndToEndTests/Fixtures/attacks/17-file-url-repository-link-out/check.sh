# promise: a template fetched from a file:// git repository reads nothing outside its checkout: a committed link to ~/.ssh/id_ed25519 is refused, and the cache names the mirror by a digest.
names=$(ls -A "$HOME/.cache/bootstrap/v2/repos")
echo "$names" | grep -qxE '[0-9a-f]{64}\.git' || { echo "repos holds: $names" >&2; exit 1; }
