# promise: a hostile project cannot make update read outside it: a .bootstrap.yml that is a link to ~/.netrc is refused, and nothing of it is shown.
mkdir -p "$WORK/project" && ln -s "$HOME/.netrc" "$WORK/project/.bootstrap.yml"
