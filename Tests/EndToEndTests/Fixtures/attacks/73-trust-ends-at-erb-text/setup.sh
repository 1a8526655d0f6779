# promise: (see attack.yml) — the user's configuration trusts $SERVER/team (and nothing else).
printf 'trusted:\n  - %s/team\n' "$SERVER" > "$CASE/config.yml"
