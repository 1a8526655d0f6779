# promise: `--offline` reads a `-m` URL only through the cache: an old-layout or crafted path is never read as the template.
# An entry of the old layout (a readable name, then a hash) that a hostile hand planted: never read.
mkdir -p "$HOME/.cache/bootstrap/files/evil-0" && ln -s "$HOME/.ssh/id_ed25519" "$HOME/.cache/bootstrap/files/evil-0/id_ed25519#.rb"
