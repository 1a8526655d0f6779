# promise: a path with a NUL byte is refused for what it is (the NUL, shown as \0), never written, and no raw NUL reaches the terminal.
create_file "y\0z", "x"
