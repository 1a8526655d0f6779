# promise: (see attack.yml) — a command, a file and an edit, then (added by setup.sh) the chain.
run "touch ran.txt"
create_file "first.txt", "first\n"
append_to_file "keep.txt", "changed\n"
