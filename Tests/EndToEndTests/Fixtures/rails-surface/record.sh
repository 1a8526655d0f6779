#!/bin/sh
# Records what a Rails template can reach, asked of real Rails 6.1 (Debian's ruby-railties, Thor
# 1.2.1), so the tests and docs/actions.md compare against Rails, not against us:
#   new/<name>.txt       probe.rb run by `rails new WORDS -m probe.rb` for each line of
#                        command-lines.txt: the instance variables set before the template runs,
#                        `options`, `source_paths`
#   methods-new.tsv      every method of Rails::Generators::AppGenerator and its ancestors up to
#                        Object (module, visibility, name, where it is defined), under `rails new`
#   app-template.txt     the same sections under `bin/rails app:template` (the app booted offline:
#   methods-app-template.tsv  the frameworks Debian does not install are commented out of
#                        config/application.rb, and BUNDLE_GEMFILE lists only railties and actionpack)
#   options.txt          the options of every line of option-lines.txt, as parse-options.rb finds
#                        them the way `rails new` does, without making an app
#   exercise/            see exercise/record.sh (the supported names run under Rails)
# HOME is an empty folder, so no ~/.railsrc of the recording machine leaks in.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
rails=$(command -v rails)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/home"
cp "$here/railsrc" "$work/railsrc"
export HOME="$work/home" SURFACE_WORK="$work"
unset RAILS_ENV NO_COLOR

# Splits a probe's output: the methods go to $2 (one table per mode), the rest to $3.
split_probe() {
    sed -n '/^# methods$/,$p' "$1" | sed 1d > "$2"
    sed '/^# methods$/,$d' "$1" > "$3"
}

mkdir -p "$here/new"
first=yes
grep -v '^#' "$here/command-lines.txt" | while IFS="$(printf '\t')" read -r name words; do
    words=$(echo "$words" | sed "s|RAILSRC|$work/railsrc|g")
    rm -rf "$work/shop"
    # shellcheck disable=SC2086
    (cd "$work" && SURFACE_OUT="$work/probe.txt" "$rails" new $words -m "$here/probe.rb" > "$work/$name.log" 2>&1) \
        || { cat "$work/$name.log" >&2; exit 1; }
    split_probe "$work/probe.txt" "$work/methods.tsv" "$here/new/$name.txt"
    if [ $first = yes ]; then cp "$work/methods.tsv" "$here/methods-new.tsv"; first=no
    else cmp -s "$work/methods.tsv" "$here/methods-new.tsv" || { echo "record.sh: methods differ under '$name'" >&2; exit 1; }; fi
done

# bin/rails app:template, offline.
rm -rf "$work/shop"
. "$here/offline-app.sh"
offline_app "$rails" "$work"
(cd "$work/shop" && BUNDLE_GEMFILE="$work/Gemfile.offline" SURFACE_OUT="$work/probe.txt" \
    ruby bin/rails app:template LOCATION="$here/probe.rb" > "$work/app-template.log" 2>&1) \
    || { cat "$work/app-template.log" >&2; exit 1; }
split_probe "$work/probe.txt" "$here/methods-app-template.tsv" "$here/app-template.txt"

ruby "$here/parse-options.rb" "$here/option-lines.txt" > "$here/options.txt"
[ -x "$here/exercise/record.sh" ] && "$here/exercise/record.sh"
echo "record.sh: recorded $(wc -l < "$here/methods-new.tsv") methods under rails new, $(wc -l < "$here/methods-app-template.tsv") under app:template"
