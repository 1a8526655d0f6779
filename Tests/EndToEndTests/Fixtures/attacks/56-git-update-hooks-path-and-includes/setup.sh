# promise: (see attack.yml) — a project made from v1 of a file:// template, committed, its
# program-starting settings in an included file and its hooks in a folder core.hooksPath names.
set -e
git_quiet() { git -c user.name=t -c user.email=t@example.com "$@"; }
mkdir "$WORK/tpl" && cd "$WORK/tpl" && git init -q -b main
printf 'create_file "a.txt", "one\\n"\n' > template.rb && git add -A && git_quiet commit -qm v1 && git tag v1
printf 'create_file "a.txt", "two\\n"\n' > template.rb && git_quiet commit -qam v2 && git tag v2
cd "$WORK" && "$BOOTSTRAP" new app -m "file://$WORK/tpl" --ref v1 --no-run > /dev/null
printf '#!/bin/sh\nmkdir -p "%s/ran"; echo "$0 $*" >> "%s/ran/$(basename "$0")"\ncat\n' "$WORK" "$WORK" > "$WORK/evil"
chmod +x "$WORK/evil"
mkdir "$WORK/hooks"
for hook in post-index-change reference-transaction post-checkout post-merge pre-auto-gc fsmonitor-watchman post-commit; do
    ln -s "$WORK/evil" "$WORK/hooks/$hook"
done
ln -s "$WORK/evil" "$WORK/fsmonitor"; ln -s "$WORK/evil" "$WORK/clean"; ln -s "$WORK/evil" "$WORK/process"
printf '[core]\n\tfsmonitor = %s/fsmonitor\n\thooksPath = %s/hooks\n[filter "lfs"]\n\tclean = %s/clean\n\tsmudge = %s/clean\n\trequired = true\n' \
    "$WORK" "$WORK" "$WORK" "$WORK" > "$WORK/included.config"
printf '[filter "x=y.z"]\n\tprocess = %s/process\n' "$WORK" > "$WORK/conditional.config"
cd "$WORK/app" && git init -q && printf '* filter=lfs\n*.txt filter=x=y.z\n' > .gitattributes
git add -A && git_quiet commit -qm app
git config include.path "$WORK/included.config"
git config "includeIf.gitdir:$WORK/app/.git.path" "$WORK/conditional.config"
sleep 1 && touch a.txt .bootstrap.yml .gitattributes
