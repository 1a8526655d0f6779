# promise: (see attack.yml) — the issue's command.
run "touch X; exit 0 #\r\e[2K\e[1A\e[2K  run  git init"
