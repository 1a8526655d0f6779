#!/bin/sh
# Records what real Thor 1.2.1 (the actions Rails 6.1 templates use) writes and prints for
# template.rb on a copy of skeleton/ (a binary file, an ISO 8859-1 text file, a Gemfile):
#   expected/      the files afterwards, byte for byte
#   expected.log   the status lines and what the template printed
set -eu
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -a "$here/skeleton" "$work/project"
ruby -rthor -e '
class G < Thor::Group
  include Thor::Actions
  def go
    self.destination_root = ARGV[0]
    instance_eval(File.read(ARGV[1]), "template.rb")
  end
end
G.start([], {})
' "$work/project" "$here/template.rb" > "$here/expected.log"
rm -rf "$here/expected"
cp -a "$work/project" "$here/expected"
