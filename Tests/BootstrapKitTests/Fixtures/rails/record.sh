#!/bin/sh
# Regenerates the expected outputs of RailsActions*Tests and CommandActions*Tests with real
# Rails 6.1 (Debian's ruby-railties), so the Swift tests compare against Rails, not against us.
#   (the project they start from is the shared ../../../Fixtures/rails-skeleton, a `rails new shop`,
#   so Rails runs the templates in a `rails new shop` too)
#   helpers/expected/    those files (and the new ones) after Rails ran helpers/template.rb
#   helpers/expected.log the status lines Rails printed for it (inside `apply`, so indented once)
#   commands/expected.log the same for commands/template.rb, with shims/ first on PATH so that
#                         rails, rake, git and bundle only echo their command line
set -eu
here=$(cd "$(dirname "$0")" && pwd)
rails=$(command -v rails)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
flags="--skip-bundle --skip-webpack-install --skip-javascript --skip-git"

# Everything a template prints after the `apply` line (the template's own output).
after_apply() { sed -n '/^       apply  /,$p' "$1" | sed 1d; }
# Rails looks up readme files in source_paths; our engine looks in the template folder.
with_source_paths() { printf 'def source_paths\n  ["%s"]\nend\n' "$1"; cat "$1/template.rb"; }

with_source_paths "$here/helpers" > helpers.rb
"$rails" new shop $flags -m "$work/helpers.rb" > helpers.log 2>&1
after_apply helpers.log > "$here/helpers/expected.log"
rm -rf "$here/helpers/expected"
mkdir -p "$here/helpers/expected"
(cd shop && cp -R --parents config/application.rb config/routes.rb config/environments \
    config/initializers/globals.rb config/initializers/block.rb lib/crypto.rb lib/tasks/seed.rake \
    vendor/foreign.rb "$here/helpers/expected/")
rm -rf shop

env -u RAILS_ENV PATH="$here/shims:$PATH" "$rails" new shop $flags -m "$here/commands/template.rb" > commands.log 2>&1
after_apply commands.log > "$here/commands/expected.log"
