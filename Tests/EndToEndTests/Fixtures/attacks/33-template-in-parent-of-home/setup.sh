# promise: a template whose folder holds the home folder (a parent of it) reads nothing beside itself.
cp "$CASE/t.rb" "$WORK/../t.rb"
