# promise: a FIFO a command planted in the project is never opened: an edit of it fails at once instead of holding the run forever.
run "mkfifo p"
append_to_file "p", "x"
