#!/bin/sh
# Re-records the end-to-end tests' expected Gemfiles from real Rails 6.1 (Debian's ruby-railties):
# each fixture's reference.rb holds the same gems as its config.yml, as Rails template calls.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
harness="$here/../../BootstrapKitTests/Fixtures/gemfile/harness.rb"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for reference in "$here"/*/reference.rb; do
    dir=$(dirname "$reference")
    rm -rf "$work/project" && mkdir -p "$work/project"
    # rails-apply starts from the Gemfile of the real `rails new` skeleton; the others from an empty one.
    if [ "$(basename "$dir")" = rails-apply ]; then cp "$here/../../Fixtures/rails-skeleton/Gemfile" "$work/project/Gemfile"; else printf "source 'https://rubygems.org'\n" > "$work/project/Gemfile"; fi
    ruby "$harness" "$work/project" "$reference" > /dev/null
    cp "$work/project/Gemfile" "$dir/Gemfile.expected"
done
