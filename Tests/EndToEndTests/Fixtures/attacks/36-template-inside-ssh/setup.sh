# promise: a template saved inside a credential folder (~/.ssh/t.rb) reads nothing beside itself.
cp "$CASE/t.rb" "$HOME/.ssh/t.rb"
