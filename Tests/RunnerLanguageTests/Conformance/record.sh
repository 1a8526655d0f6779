#!/bin/sh
# Regenerates every expected output (`.out`) of the conformance corpus from REAL Ruby,
# so the fixtures say what Ruby prints, never what our interpreter prints.
#
#   Tests/RunnerLanguageTests/Conformance/record.sh            # every area
#   Tests/RunnerLanguageTests/Conformance/record.sh strings    # only some areas
#
# Each script runs from its own folder as `ruby -ractive_support/all NAME.rb`, the exact
# command the harness uses to check that the fixtures have not drifted. A script that makes
# Ruby fail (non-zero exit) stops the recording: a positive case must run cleanly.
# `errors/` holds negative cases with hand-written `.err` files and is skipped.
set -eu

ruby_bin=${RUBY:-ruby}
command -v "$ruby_bin" >/dev/null 2>&1 || { echo "record.sh: '$ruby_bin' not found on PATH" >&2; exit 1; }

root=$(cd "$(dirname "$0")" && pwd)
cd "$root"

if [ "$#" -gt 0 ]; then
    areas="$*"
else
    areas=$(find . -mindepth 1 -maxdepth 1 -type d ! -name errors | sed 's|^\./||' | sort)
fi

count=0
for area in $areas; do
    [ "$area" = errors ] && continue
    [ -d "$root/$area" ] || { echo "record.sh: no area '$area'" >&2; exit 1; }
    for script in "$root/$area"/*.rb; do
        [ -e "$script" ] || continue
        name=$(basename "$script" .rb)
        out="$root/$area/$name.out"
        tmp="$out.tmp"
        if ! (cd "$root/$area" && "$ruby_bin" -ractive_support/all "$name.rb") >"$tmp" 2>"$tmp.err"; then
            echo "record.sh: Ruby failed on $area/$name.rb:" >&2
            cat "$tmp.err" >&2
            rm -f "$tmp" "$tmp.err"
            exit 1
        fi
        if [ -s "$tmp.err" ]; then
            echo "record.sh: warning: Ruby wrote to stderr for $area/$name.rb:" >&2
            cat "$tmp.err" >&2
        fi
        rm -f "$tmp.err"
        mv "$tmp" "$out"
        count=$((count + 1))
    done
done
echo "record.sh: recorded $count expected outputs"
