# promise: (see attack.yml) — a file written first, then a download nobody consented to.
create_file "first.txt", "first\n"
get "#{ENV['TARGET']}/payload.txt", "payload.txt"
