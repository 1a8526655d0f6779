# promise: no write goes through a hard link: edits, overwrites, script writes and chmod of project files that are hard links to files in the home folder leave those files unchanged.
cd "$WORK/project"
grep -q fsmonitor append.txt && grep -q attacker sub/gsub.txt && grep -q evil.example.com force.txt && grep -q attacker script.txt && grep -q changed mode.txt || { echo "an edit is missing in the project" >&2; exit 1; }
for f in append.txt sub/gsub.txt force.txt script.txt mode.txt; do
  [ "$(ls -l "$f" | awk '{print $2}')" = 1 ] || { echo "$f still has $(ls -l "$f" | awk '{print $2}') names" >&2; exit 1; }
done
