#!/bin/sh
# Records what real Rails 6.1 writes, as the expected output of the Gemfile tests.
# For each templates/NAME.rb: start from templates/NAME.start (or a Gemfile holding only the
# rubygems source), run the template's actions through harness.rb, store NAME.Gemfile.
# Also records the skeleton Gemfile of `rails new` as rails-new.Gemfile.
# Run from anywhere: sh Tests/BootstrapKitTests/Fixtures/gemfile/record.sh
set -eu
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for template in "$here"/templates/*.rb; do
    name=$(basename "$template" .rb)
    mkdir -p "$work/$name"
    if [ -f "$here/templates/$name.start" ]; then
        cp "$here/templates/$name.start" "$work/$name/Gemfile"
    else
        printf "source 'https://rubygems.org'\n" > "$work/$name/Gemfile"
    fi
    ruby "$here/harness.rb" "$work/$name" "$template" > /dev/null
    cp "$work/$name/Gemfile" "$here/$name.Gemfile"
done
(cd "$work" && rails new skeleton --skip-bundle --skip-webpack-install --skip-javascript --skip-git > /dev/null)
cp "$work/skeleton/Gemfile" "$here/rails-new.Gemfile"
