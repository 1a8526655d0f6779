# promise: (see attack.yml) — never run.
create_file "x.txt"
