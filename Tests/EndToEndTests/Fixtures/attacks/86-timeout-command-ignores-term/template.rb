# promise: (see attack.yml) — a command deaf to SIGTERM.
create_file "first.txt", "first\n"
run "trap '' TERM; sleep 60"
