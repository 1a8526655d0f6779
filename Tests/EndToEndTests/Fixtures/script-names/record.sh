#!/bin/sh
# Re-records what real Rails 6.1 (Debian's ruby-railties) prints and writes for template.rb,
# which ScriptNamesTests runs with `bootstrap apply` on a copy of ../../../Fixtures/rails-skeleton:
#   expected.log   Rails' output after its `apply` line (the template's own statuses and output)
#   expected.tree  what the template left under scripted/ and app/: one line per entry,
#                  `d PATH`, `f MODE PATH CONTENT.inspect` or `l PATH -> TARGET`, sorted
set -eu
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
rails new shop --skip-bundle --skip-webpack-install --skip-javascript --skip-git -m "$here/template.rb" > out.log 2>&1
sed -n '/^       apply  /,$p' out.log | sed 1d > "$here/expected.log"
cd shop
ruby -e '
  entries = (Dir.glob("scripted/**/*", File::FNM_DOTMATCH) + Dir.glob("app/{models/user,helpers/tools}.rb"))
    .reject { |p| File.basename(p) == "." }.uniq.sort
  entries.each do |path|
    if File.symlink?(path) then puts "l #{path} -> #{File.readlink(path)}"
    elsif File.directory?(path) then puts "d #{path}"
    else puts "f #{format("%o", File.stat(path).mode & 0o777)} #{path} #{File.read(path).inspect}"
    end
  end' > "$here/expected.tree"

# What `rails new` gives a template as ARGV: its own arguments, as typed (ScriptNamesTests runs
# `bootstrap new` with the same words and expects the same line).
cd "$work"
cp "$here/argv.rb" argv.rb
rails new argv-app -m argv.rb --skip-bundle > argv.log 2>&1 || true
grep "^ARGV=" argv.log > "$here/expected-argv.txt"
