# promise: credentials are never read from a template folder, wherever it is: .ssh, .git internals, .netrc, key names, in any case.
cd "$CASE"
mkdir -p .ssh .SSH .git files/deep && for f in .ssh/id_ed25519 .SSH/config .git/config .netrc files/id_rsa files/deep/.aws; do echo PLANTED-SECRET > "$f"; done
