#!/bin/sh
# Records what real Rails 6.1 (Debian's ruby-railties, Thor 1.2.1) prints and writes for outer.rb,
# which applies surface.rb (every name of the generator bootstrap supports beyond the actions
# other recordings cover), two ways:
#   app-template.log, app-template/   `bin/rails app:template LOCATION=outer.rb` in an offline app
#                                     (see ../record.sh), stdout from the `apply  …/surface.rb`
#                                     line to the "-- end" line, and the files under surface/
#   new.log, new/                     `rails new shop -d postgresql --skip-javascript …
#                                     -m outer.rb` (the words of new-words.txt), the same way
#   *.stderr                          what the template wrote to standard error
# Commands go to shims/, which print their command line. The questions are answered on standard
# input (answers.txt). Rails' app templates
# the exercise reads are copied into gems/ (a GEM_HOME the tests point bootstrap at, so Rails need
# not be installed where they run). Rails runs Bundler by its own file path
# (`exec_bundle_command`); a stand-in defined before outer.rb runs the `bundle` on PATH instead,
# as bootstrap does. THOR_COLUMNS fixes the terminal's width; HOME is empty (no ~/.railsrc).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
rails=$(command -v rails)
ruby=$(command -v ruby)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/home"
export HOME="$work/home" THOR_COLUMNS=60 PATH="$here/shims:$PATH"
unset RAILS_ENV NO_COLOR CI
{
    printf 'def exec_bundle_command(_bundle, command, env)\n  system(env, "bundle #{command}")\nend\n'
    sed "s|__dir__|\"$here\"|g" "$here/outer.rb"
} > "$work/outer.rb"
# The template's own lines: from `apply  …/surface.rb` (exclusive) to the "-- end" line (inclusive).
section() { sed -n "\|apply  *$here/surface.rb\$|,\|-- end\$|p" | sed 1d; }
keep_files() {
    rm -rf "$here/$2" && mkdir -p "$here/$2"
    (cd "$1" && find surface -type f -o -type l | sort | while read -r f; do
        mkdir -p "$here/$2/$(dirname "$f")"
        if [ -L "$f" ]; then printf 'link -> %s\n' "$(readlink "$f")" > "$here/$2/$f.link"; else cp "$f" "$here/$2/$f"; fi
    done)
}

# The files of Rails' app templates the exercise reads.
templates=$("$ruby" -e 'print Gem::Specification.find_by_name("railties").gem_dir')
version=$(basename "$templates" | sed 's/^railties-//')
rm -rf "$here/gems" && copy="$here/gems/gems/railties-$version/lib/rails/generators/rails/app/templates"
for f in db/seeds.rb.tt config/boot.rb.tt; do
    mkdir -p "$copy/$(dirname "$f")" && cp "$templates/lib/rails/generators/rails/app/templates/$f" "$copy/$f"
done

# bin/rails app:template in an offline app.
. "$here/../offline-app.sh"
offline_app "$rails" "$work"
(cd "$work/shop" && BUNDLE_GEMFILE="$work/Gemfile.offline" "$ruby" bin/rails app:template LOCATION="$work/outer.rb" \
    > "$work/app.out" 2> "$work/app.err" < "$here/answers.txt") || { cat "$work/app.out" "$work/app.err" >&2; exit 1; }
section < "$work/app.out" > "$here/app-template.log"
grep -E "an error (said|written)" "$work/app.err" > "$here/app-template.stderr"
keep_files "$work/shop" app-template

# rails new, with the words of new-words.txt.
rm -rf "$work/shop"
# shellcheck disable=SC2046
(cd "$work" && "$rails" new $(cat "$here/new-words.txt") -m "$work/outer.rb" > "$work/new.out" 2> "$work/new.err" < "$here/answers.txt") \
    || { cat "$work/new.out" "$work/new.err" >&2; exit 1; }
section < "$work/new.out" > "$here/new.log"
grep -E "an error (said|written)" "$work/new.err" > "$here/new.stderr"
keep_files "$work/shop" new
