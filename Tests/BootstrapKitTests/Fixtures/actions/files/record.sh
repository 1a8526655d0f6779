#!/bin/sh
# Regenerates expected/, expected.log and tree.txt by running script.rb with real Thor 1.2.1
# (the actions Rails 6.1 templates use), on a copy of skeleton/ with template/ as source root.
set -e
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
cp -a "$here/skeleton" "$work/project"
ruby -rthor -e '
class G < Thor::Group
  include Thor::Actions
  def self.source_root; ARGV[0]; end
  def app_name; "demo"; end
  def go
    self.destination_root = ARGV[1]
    instance_eval(File.read(ARGV[2]), "script.rb")
  end
end
G.start([], {})
' "$here/template" "$work/project" "$here/script.rb" > "$here/expected.log"
rm -rf "$here/expected"
cp -a "$work/project" "$here/expected"
# Git keeps neither empty folders nor modes other than 644/755: list them for the test.
(cd "$here/expected" && find . -mindepth 1 | LC_ALL=C sort | while read -r f; do
  if [ -d "$f" ]; then echo "d ${f#./}"; else echo "f ${f#./}"; fi
done) > "$here/tree.txt"
rm -rf "$work"
