# promise: (see attack.yml) — a file, then a 60 MB string substituted into twice its size.
create_file "first.txt", "first\n"
s = "a" * 60_000_000
t = s.gsub("a", "bb")
