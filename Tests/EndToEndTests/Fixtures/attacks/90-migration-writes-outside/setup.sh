# promise: (see attack.yml) — a template repository tagged v1 and v2, v2 declaring a 2.0.0
# migration that writes inside the project, then ../escaped.txt, then into ~/.ssh; a project
# made from v1 by `bootstrap new`.
set -e
git_quiet() { git -c user.name=t -c user.email=t@example.com "$@"; }
mkdir -p "$WORK/tpl/runners" "$WORK/tpl/migrations" && cd "$WORK/tpl" && git init -q -b main
printf 'base: true\n' > config.yml
printf 'create_file "a.txt", "one\\n"\n' > runners/base.rb && git add -A && git_quiet commit -qm v1 && git tag v1
printf '_migrations:\n  - version: "2.0.0"\n    runner: migrations/2.0.0.rb\n    when: before\nbase: true\n' > config.yml
printf 'create_file "a.txt", "two\\n"\n' > runners/base.rb
printf 'File.write "inside.txt", "x"\nFile.write "../escaped.txt", "x"\nFile.write "%s/.ssh/authorized_keys", "evil"\n' "$HOME" > migrations/2.0.0.rb
git add -A && git_quiet commit -qm v2 && git tag v2
cd "$WORK" && "$BOOTSTRAP" new app -m "file://$WORK/tpl" --ref v1 --no-run > /dev/null
