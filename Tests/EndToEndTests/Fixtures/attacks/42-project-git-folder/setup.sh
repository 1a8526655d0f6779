# promise: a template never reads or changes the project's git folder (hooks, config): in any case or spelling, by action, script or link, under --no-run or not.
mkdir -p "$WORK/project" && cd "$WORK/project" && git init -q && git config remote.origin.url https://FAKE-TOKEN-IN-REMOTE@example.com/r.git
cp -R .git "$WORK/../git-before"
