# promise: (see attack.yml) — a project made by `bootstrap new`, its repository's git folder moved
# to $WORK/elsewhere.git (the project holds only a `.git` file naming it), that folder's config hostile.
set -e
git_quiet() { git -c user.name=t -c user.email=t@example.com "$@"; }
mkdir "$WORK/tpl" && cd "$WORK/tpl" && git init -q -b main
printf 'create_file "a.txt", "one\\n"\n' > template.rb && git add -A && git_quiet commit -qm v1 && git tag v1
cd "$WORK" && "$BOOTSTRAP" new app -m "file://$WORK/tpl" --no-run > /dev/null
printf '#!/bin/sh\nmkdir -p "%s/ran"; echo "$0 $*" >> "%s/ran/$(basename "$0")"\ncat\n' "$WORK" "$WORK" > "$WORK/evil"
chmod +x "$WORK/evil"
cd "$WORK/app" && git init -q --separate-git-dir "$WORK/elsewhere.git" && printf '*.txt filter=f\n' > .gitattributes
git add -A && git_quiet commit -qm app
git config core.fsmonitor "$WORK/evil"
git config filter.f.clean "$WORK/evil"
git config filter.f.required true
ln -s "$WORK/evil" "$WORK/elsewhere.git/hooks/post-index-change"
echo dirty > dirty.txt
sleep 1 && touch a.txt
