# promise: a script's Dir calls are confined to the project (links out are never looked through).
mkdir -p "$WORK/project/inside" && : > "$WORK/project/inside/id_inside"
ln -s "$HOME" "$WORK/project/homelink" && ln -s / "$WORK/project/rootlink"
