# promise: gen reads only inside its template folder: an absolute .rambaspec `path:` is a located error, and nothing is read or written.
cp -R "$CASE/project" "$WORK/app"

