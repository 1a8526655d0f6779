# promise: a staging folder a killed run left inside an empty folder does not make it "not empty": the next new . fills it and removes the stale staging folder.
dead=$(sh -c 'echo $$')
mkdir -p "$WORK/fillme/.bootstrap-staging-$dead-5/sub"
ln -s "$HOME" "$WORK/fillme/.bootstrap-staging-$dead-5/sub/home"
