# promise: a link out of a `directory` source is refused and named by its path in the template folder (templates/d/host), not its name.
ln -s "$HOME/.ssh/id_ed25519" "$CASE/templates/d/host"
