# promise: a hostile project cannot make gen or apply take answers from outside it: a .bootstrap.yml link to a file out of the project is no record.
mkdir -p "$WORK/project" "$WORK/outside"
printf 'answers:\n  token: FAKE-SECRET-ANSWER\n' > "$WORK/outside/record.yml"
ln -s "$WORK/outside/record.yml" "$WORK/project/.bootstrap.yml"
