# promise: a url_rewrites entry to a local folder is a root of its own: a download whose decoded path climbs out of it (..%2F) is refused, and nothing outside is read.
mkdir -p "$HOME/.config/bootstrap"
printf 'url_rewrites:\n  "https://mirror.example/files/": "file://%s/mirror/"\n' "$CASE" > "$HOME/.config/bootstrap/config.yml"
