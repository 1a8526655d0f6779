# promise: the next new in a folder removes the staging folders killed runs left there (their process is gone), never one whose process lives, never a link of that name, and never through a link inside them.
dead=$(sh -c 'echo $$')
mkdir -p "$WORK/.app.bootstrap-$dead-1/deep" "$WORK/.other.bootstrap-$dead-2" "$WORK/.live.bootstrap-1-3" "$WORK/outside"
echo half-made > "$WORK/.app.bootstrap-$dead-1/deep/file.txt"
echo kept > "$WORK/outside/kept.txt"
ln -s "$HOME/.ssh" "$WORK/.app.bootstrap-$dead-1/keys"
ln -s "$WORK/outside" "$WORK/.other.bootstrap-$dead-2/outside"
ln -s "$HOME/.ssh" "$WORK/.link.bootstrap-$dead-4"
mv "$WORK/.link.bootstrap-$dead-4" "$WORK/.link.bootstrap-1-4"
echo "$dead" > "$WORK/../dead.pid"
