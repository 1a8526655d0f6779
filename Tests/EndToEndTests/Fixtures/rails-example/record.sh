#!/bin/sh
# Re-records expected/: the Rails skeleton after real Rails 6.1 (Debian's ruby-railties) ran
# examples/rails, written out as rails_template.rb, through harness.rb.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
example=$(cd "$here/../../../../examples/rails" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -R "$here/../../../Fixtures/rails-skeleton" "$work/shop"
ruby "$here/harness.rb" "$work/shop" "$here/rails_template.rb" "$example" > "$work/log"
rm -rf "$here/expected"
cp -R "$work/shop" "$here/expected"
