# promise: (see attack.yml) — the rewrite of a made-up host to this case's snapshot folder.
printf 'url_rewrites:\n  "https://tpl.example.invalid/": "file://%s/snapshot/"\n' "$CASE" > "$CASE/config.yml"
