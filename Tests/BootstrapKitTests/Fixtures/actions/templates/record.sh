#!/bin/sh
# Regenerates expected/, expected.log and tree.txt by running script.rb with real Thor 1.2.1 on a
# copy of skeleton/ with template/ as source root; app_name is "demo", app_const "Demo".
set -e
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
cp -a "$here/skeleton" "$work/project"
ruby -rthor -e '
class G < Thor::Group
  include Thor::Actions
  def self.source_root; ARGV[0]; end
  def app_name; "demo"; end
  def app_const; "Demo"; end
  def go
    self.destination_root = ARGV[1]
    instance_eval(File.read(ARGV[2]), "script.rb")
  end
end
G.start([], {})
' "$here/template" "$work/project" "$here/script.rb" > "$here/expected.log"
rm -rf "$here/expected"
cp -a "$work/project" "$here/expected"
(cd "$here/expected" && find . -mindepth 1 | LC_ALL=C sort | while read -r f; do
  if [ -d "$f" ]; then echo "d ${f#./}"; else echo "f ${f#./}"; fi
done) > "$here/tree.txt"
rm -rf "$work"
