#!/bin/sh
# Re-records what real Rails 6.1 (Debian's ruby-railties, Thor 1.2.1) prints for template.rb:
#   expected.log        the status lines after `rails new`'s `apply` line, without a terminal
#   expected-color.log  the same under a terminal (script(1) gives Rails one), colours and all
# Commands go to the shims of BootstrapKitTests/Fixtures/rails/shims, which print their command line.
# Rails indents the template's lines one level under `apply`; the test indents bootstrap's alike.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
shims=$(cd "$here/../../../BootstrapKitTests/Fixtures/rails/shims" && pwd)
rails=$(command -v rails)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
flags="--skip-bundle --skip-webpack-install --skip-javascript --skip-git"
# Rails looks up copy_file/template/readme sources in source_paths; bootstrap in the template folder.
{ printf 'def source_paths\n  ["%s"]\nend\n' "$here"; cat "$here/template.rb"; } > "$work/template.rb"
after_apply() { sed -n '/apply[^ ]*  [^ ]*template\.rb$/,$p' | sed 1d; }
# The template folder's path (apply prints the path it found) as the test writes it.
placeholder() { sed "s|$here/|<TEMPLATE>/|g"; }
record() {
    rm -rf "$work/shop"
    (cd "$work" && env -u RAILS_ENV -u NO_COLOR TERM=xterm PATH="$shims:$PATH" "$@")
}
record "$rails" new shop $flags -m "$work/template.rb" < /dev/null | after_apply | placeholder > "$here/expected.log"
# script(1) runs Rails on a pseudo-terminal, which ends lines with CR LF: back to LF.
record script -qec "'$rails' new shop $flags -m '$work/template.rb' < /dev/null" /dev/null \
    | tr -d '\r' | after_apply | placeholder > "$here/expected-color.log"
