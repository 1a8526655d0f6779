# promise: a template fetched from a file:// git repository reads nothing outside its checkout: a committed link to ~/.ssh/id_ed25519 is refused, and the cache names the mirror by a digest.
repo="$WORK/../repo"
mkdir -p "$repo" && cp "$CASE/template.rb" "$repo/template.rb" && ln -s "$HOME/.ssh/id_ed25519" "$repo/key"
cd "$repo" && git init -q -b main && git add -A && git commit -q -m hostile
