# promise: gen never reads through a link out of its template folder, also a link to a link inside that leads out.
cp -R "$CASE/project" "$WORK/app"
ln -s "../../../../../home/.ssh/id_ed25519" "$WORK/app/Templates/evil/Code/b.liquid" && ln -s b.liquid "$WORK/app/Templates/evil/Code/a.liquid"
