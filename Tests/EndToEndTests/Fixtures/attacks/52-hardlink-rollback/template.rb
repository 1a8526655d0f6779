# promise: rollback never writes through a hard link: a file a command swapped for a hard link to ~/.gitconfig is restored as a file of its own.
append_to_file "a.txt", "changed\n"
run "rm a.txt && ln \"#{ENV['HOME']}/.gitconfig\" a.txt"
raise "the template gave up"
