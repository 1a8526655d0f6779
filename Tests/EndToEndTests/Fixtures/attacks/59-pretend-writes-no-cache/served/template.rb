# promise: (see attack.yml) — a harmless template.
create_file "a.txt", "a\n"
