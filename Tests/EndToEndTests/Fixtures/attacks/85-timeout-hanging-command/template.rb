# promise: (see attack.yml) — a file, then a command (and its child) that outlive any CI job.
create_file "first.txt", "first\n"
run "sleep 60 & sleep 60"
