create_file "a.txt", "a\n"
if true
  create_file "b.txt"
