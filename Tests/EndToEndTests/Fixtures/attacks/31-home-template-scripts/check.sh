# promise: a single-file template in the home folder reads nothing beside itself through scripts either: every File.read, File.exist?, Dir.glob and template of a sibling is refused or empty.
expected='0: refused
1: refused
2: refused
3: refused
4: refused
5: refused
6: refused
7: refused
8: refused
9: refused
glob: template.rb
dotglob: 
self: # promise:'
[ "$(cat "$WORK/app/report.txt")" = "$expected" ] || { echo "report.txt differs:"; cat "$WORK/app/report.txt"; } >&2
[ "$(cat "$WORK/app/report.txt")" = "$expected" ]
