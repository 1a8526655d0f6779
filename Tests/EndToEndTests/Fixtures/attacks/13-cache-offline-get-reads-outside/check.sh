# promise: `--offline` reads only through the cache: a URL whose decoded path climbs out of the cache never reads a file outside it.
! grep -q FAKE-PRIVATE-KEY "$WORK/app/stolen" || { echo "the key was copied into the project" >&2; exit 1; }
