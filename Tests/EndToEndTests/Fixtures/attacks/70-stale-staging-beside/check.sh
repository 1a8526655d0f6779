# promise: the next new in a folder removes the staging folders killed runs left there (their process is gone), never one whose process lives, never a link of that name, and never through a link inside them.
dead=$(cat "$WORK/../dead.pid")
for gone in ".app.bootstrap-$dead-1" ".other.bootstrap-$dead-2"; do
  [ ! -e "$WORK/$gone" ] || { echo "$gone was left" >&2; exit 1; }
done
[ -L "$WORK/.link.bootstrap-1-4" ] || { echo "the link was removed" >&2; exit 1; }
[ "$(ls -A "$WORK" | grep -c bootstrap-)" = 2 ] || { echo "left: $(ls -A "$WORK")" >&2; exit 1; }
