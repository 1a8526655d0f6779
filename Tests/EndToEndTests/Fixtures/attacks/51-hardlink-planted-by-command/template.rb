# promise: no write goes through a hard link that a command of the run planted (ln ~/.gitconfig planted.txt, then an edit of planted.txt).
run "ln \"#{ENV['HOME']}/.gitconfig\" planted.txt"
append_to_file "planted.txt", "[core]\n\tpager = evil\n"
