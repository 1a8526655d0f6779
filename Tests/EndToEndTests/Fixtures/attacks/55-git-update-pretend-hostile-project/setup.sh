# promise: (see attack.yml) — a template repository tagged v1 and v2, a project made from v1 by
# `bootstrap new`, committed to git, whose .git/config names $WORK/evil in every setting that
# can start a program (each run of it leaves $WORK/ran/SETTING), with every hook installed.
set -e
git_quiet() { git -c user.name=t -c user.email=t@example.com "$@"; }
mkdir "$WORK/tpl" && cd "$WORK/tpl" && git init -q -b main
printf 'create_file "a.txt", "one\\n"\n' > template.rb && git add -A && git_quiet commit -qm v1 && git tag v1
printf 'create_file "a.txt", "two\\n"\n' > template.rb && git_quiet commit -qam v2 && git tag v2
cd "$WORK" && "$BOOTSTRAP" new app -m "file://$WORK/tpl" --ref v1 --no-run > /dev/null
mkdir "$WORK/ran" && rmdir "$WORK/ran"
# The program: records which setting started it, passes its input through (a filter's contract).
printf '#!/bin/sh\nmkdir -p "%s/ran"; echo "$0 $*" >> "%s/ran/$(basename "$0")"\ncat\n' "$WORK" "$WORK" > "$WORK/evil"
chmod +x "$WORK/evil"
for name in fsmonitor pager diff-external filter-clean filter-smudge filter-process ssh editor askpass credential \
    packobjects gpg textconv diffcommand mergedriver alternaterefs gitproxy sequence-editor interactive-filter \
    uploadpack pager-status hook; do ln -s "$WORK/evil" "$WORK/$name"; done
cd "$WORK/app" && git init -q && printf '* filter=evil diff=evil merge=evil\n' > .gitattributes
git add -A && git_quiet commit -qm app
git config core.fsmonitor "$WORK/fsmonitor"
git config core.pager "$WORK/pager"
git config pager.status "$WORK/pager-status"
git config diff.external "$WORK/diff-external"
git config filter.evil.clean "$WORK/filter-clean"
git config filter.evil.smudge "$WORK/filter-smudge"
git config filter.evil.process "$WORK/filter-process"
git config filter.evil.required true
git config diff.evil.textconv "$WORK/textconv"
git config diff.evil.command "$WORK/diffcommand"
git config merge.evil.driver "$WORK/mergedriver"
git config core.sshCommand "$WORK/ssh"
git config core.editor "$WORK/editor"
git config sequence.editor "$WORK/sequence-editor"
git config core.askPass "$WORK/askpass"
git config credential.helper "!$WORK/credential"
git config uploadpack.packObjectsHook "$WORK/packobjects"
git config gpg.program "$WORK/gpg"
git config log.showSignature true
git config core.alternateRefsCommand "$WORK/alternaterefs"
git config core.gitProxy "$WORK/gitproxy"
git config interactive.diffFilter "$WORK/interactive-filter"
git config remote.origin.url "ext::$WORK/evil"
git config remote.origin.uploadpack "$WORK/uploadpack"
git config protocol.ext.allow always
git config gc.auto 1
git config status.submoduleSummary true
for hook in applypatch-msg pre-applypatch post-applypatch pre-commit pre-merge-commit prepare-commit-msg commit-msg \
    post-commit pre-rebase post-checkout post-merge pre-push pre-receive update proc-receive post-receive post-update \
    reference-transaction push-to-checkout pre-auto-gc post-rewrite sendemail-validate fsmonitor-watchman \
    p4-changelist p4-prepare-changelist p4-post-changelist p4-pre-submit post-index-change; do
    ln -sf "$WORK/hook" ".git/hooks/$hook"
done
# Stat information that no longer matches the index: `git status` reads the file again (the clean filter).
sleep 1 && touch a.txt .bootstrap.yml
