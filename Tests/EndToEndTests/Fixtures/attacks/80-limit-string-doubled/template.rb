# promise: (see attack.yml) — a file first, then a string that doubles until the kernel would kill bootstrap.
create_file "first.txt", "first\n"
s = "x"
60.times { s = s + s }
