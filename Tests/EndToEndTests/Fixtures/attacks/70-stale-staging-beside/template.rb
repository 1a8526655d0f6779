# promise: the next new in a folder removes the staging folders killed runs left there (their process is gone), never one whose process lives, never a link of that name, and never through a link inside them.
create_file "made.txt", "made\n"
