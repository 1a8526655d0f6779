create_file "applied.txt", "applied\n"
