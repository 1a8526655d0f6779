#!/bin/sh
# Builds the fuzzers' seed corpora from the repository's own inputs, so the seeds are always the
# current fixtures instead of copies that drift: every config.yml/.yml fixture (plus the
# hand-written snippets in corpus/config) for FuzzConfig, every runner and .rb fixture for FuzzRunner.
# Usage: sh Fuzz/seed.sh OUT   → OUT/config and OUT/runner
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:?usage: sh Fuzz/seed.sh OUT}
mkdir -p "$out/config" "$out/runner"
cp "$root"/Fuzz/corpus/config/* "$out/config/"
n=0
find "$root/config.yml" "$root/examples" "$root/module-templates" "$root/Tests" -name "*.yml" -type f | while read -r f; do
    n=$((n + 1)); cp "$f" "$out/config/fixture-$n.yml"
done
find "$root/runners" "$root/examples" "$root/Tests" -name "*.rb" -type f -size -64k | while read -r f; do
    n=$((n + 1)); cp "$f" "$out/runner/fixture-$n.rb"
done
echo "seeds: $(ls "$out/config" | wc -l) config, $(ls "$out/runner" | wc -l) runner in $out"
