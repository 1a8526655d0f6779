# promise: gen reads only inside its template folder: a .rambaspec `path:` with `..` out of it is a located error, and nothing is read or written.
cp -R "$CASE/project" "$WORK/app"

