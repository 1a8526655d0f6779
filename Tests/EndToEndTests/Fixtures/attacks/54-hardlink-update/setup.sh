# promise: update never writes through a hard link: a project file that is a hard link to a file in the home folder gets the new version as a file of its own.
repo="$WORK/../repo"
mkdir -p "$repo" && cd "$repo" && git init -q -b main
printf 'create_file "notes.txt", "v1\\n"\n' > template.rb
git add -A && git commit -q -m v1 && git tag v1.0.0
"$BOOTSTRAP" new "$WORK/project" -m "file://$repo" --no-run > /dev/null
printf 'create_file "notes.txt", "v2\\n"\n' > template.rb
git commit -q -am v2 && git tag v2.0.0
printf 'v1\n' > "$HOME/notes-copy.txt"
rm "$WORK/project/notes.txt" && ln "$HOME/notes-copy.txt" "$WORK/project/notes.txt"
