create_file "inside.txt", "fine\n"
create_file "../outside.txt", "must never be written\n"
