# promise: gen in a runner takes a module template by path only from inside the template folder: a path with .. or an absolute one elsewhere is refused before anything is read.
[ "$(cat "$WORK/app/report.txt")" = "refused
refused
refused" ] || { cat "$WORK/app/report.txt" >&2; exit 1; }
! grep -rq OUTSIDE-MODULE "$WORK/app" || { echo "the outside module was copied" >&2; exit 1; }
