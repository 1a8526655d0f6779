# promise: (see attack.yml) — chars of the same string: exit 1, located, in seconds (it took 4 GB before), and nothing left.
start=$(date +%s)
"$BOOTSTRAP" new app2 -m "$CASE/chars.rb" --no-run > chars.out 2> chars.err
status=$?
elapsed=$(( $(date +%s) - start ))
[ "$status" = 1 ] || { echo "chars: exit $status, expected 1" >&2; cat chars.err >&2; exit 1; }
grep -q "chars.rb:3:5: failed to allocate memory: an Array of more than 1000000 elements (NoMemoryError)" chars.err || { echo "chars: not the located limit error" >&2; cat chars.err >&2; exit 1; }
[ "$elapsed" -le 20 ] || { echo "chars: took ${elapsed}s" >&2; exit 1; }
[ ! -e app2 ] || { echo "chars: app2 left behind" >&2; exit 1; }
