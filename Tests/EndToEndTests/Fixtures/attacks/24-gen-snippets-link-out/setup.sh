# promise: gen includes snippets only from inside its template folder: a snippets/ folder that is a link to ~/.ssh is refused before anything is read.
cp -R "$CASE/project" "$WORK/app"
ln -s "$HOME/.ssh" "$WORK/app/Templates/evil/snippets"
