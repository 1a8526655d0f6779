say_status :nested, "inside an applied file"
create_file "notes/nested.txt", "nested\n"
