# promise: (see attack.yml) — a template repository with a work tree, its .git/config and hooks hostile.
set -e
git_quiet() { git -c user.name=t -c user.email=t@example.com "$@"; }
printf '#!/bin/sh\nmkdir -p "%s/ran"; echo "$0 $*" >> "%s/ran/$(basename "$0")"\ncat\n' "$WORK" "$WORK" > "$WORK/evil"
chmod +x "$WORK/evil"
for name in fsmonitor clean smudge process packobjects uploadpack alternaterefs hook textconv; do ln -s "$WORK/evil" "$WORK/$name"; done
mkdir "$WORK/tpl" && cd "$WORK/tpl" && git init -q -b main
printf '* filter=evil diff=evil\n' > .gitattributes
printf 'create_file "a.txt", File.read(File.join(__dir__, "data.txt"))\n' > template.rb
printf 'data\n' > data.txt
git add -A && git_quiet commit -qm v1 && git tag v1
git config core.fsmonitor "$WORK/fsmonitor"
git config filter.evil.clean "$WORK/clean"
git config filter.evil.smudge "$WORK/smudge"
git config filter.evil.process "$WORK/process"
git config diff.evil.textconv "$WORK/textconv"
git config uploadpack.packObjectsHook "$WORK/packobjects"
git config remote.origin.uploadpack "$WORK/uploadpack"
git config core.alternateRefsCommand "$WORK/alternaterefs"
for hook in post-index-change reference-transaction post-checkout post-merge pre-auto-gc pre-upload-pack post-upload-pack; do
    ln -sf "$WORK/hook" ".git/hooks/$hook"
done
sleep 1 && touch template.rb data.txt
