# promise: (see attack.yml) — code that must not be fetched.
create_file "more.txt", "more\n"
