# promise: a path with `..` that climbs out of the project is refused, and nothing is written.
create_file "inside.txt", "fine\n"
create_file "sub/../../escaped.txt", "escaped\n"
