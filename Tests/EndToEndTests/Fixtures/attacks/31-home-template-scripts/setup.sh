# promise: a single-file template in the home folder reads nothing beside itself through scripts either: every File.read, File.exist?, Dir.glob and template of a sibling is refused or empty.
cp "$CASE/template.rb" "$HOME/template.rb"
