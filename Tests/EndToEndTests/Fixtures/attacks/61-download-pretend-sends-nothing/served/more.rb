create_file "more.txt", "more\n"
