# promise: gen in a runner takes a module template by path only from inside the template folder: a path with .. or an absolute one elsewhere is refused before anything is read.
for m in "$CASE/../outside-module" "$HOME/modules/x"; do
  mkdir -p "$m" && printf 'name: outside\ncode_root: Sources\ncode_files:\n  - secret.txt\n' > "$m/template.yml" && echo OUTSIDE-MODULE > "$m/secret.txt"
done
