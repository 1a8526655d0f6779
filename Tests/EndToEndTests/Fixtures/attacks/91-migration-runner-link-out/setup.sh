# promise: (see attack.yml) — v2 of the template declares a 2.0.0 migration whose runner is a
# link to $WORK/outside.rb, a file outside the repository that would write PWNED.
set -e
git_quiet() { git -c user.name=t -c user.email=t@example.com "$@"; }
mkdir -p "$WORK/tpl/runners" "$WORK/tpl/migrations" && cd "$WORK/tpl" && git init -q -b main
printf 'base: true\n' > config.yml
printf 'create_file "a.txt", "one\\n"\n' > runners/base.rb && git add -A && git_quiet commit -qm v1 && git tag v1
printf 'File.write "PWNED", "x"\n' > "$WORK/outside.rb"
printf '_migrations:\n  - version: "2.0.0"\n    runner: migrations/2.0.0.rb\n    when: after\nbase: true\n' > config.yml
ln -s "$WORK/outside.rb" migrations/2.0.0.rb
git add -A && git_quiet commit -qm v2 && git tag v2
cd "$WORK" && "$BOOTSTRAP" new app -m "file://$WORK/tpl" --ref v1 --no-run > /dev/null
