# promise: gen never reads through a link out of its template folder: a .liquid file that is a link to ~/.ssh/id_ed25519 is a located error.
cp -R "$CASE/project" "$WORK/app"
ln -s "$HOME/.ssh/id_ed25519" "$WORK/app/Templates/evil/Code/secret.swift.liquid"
