# promise: (see attack.yml) — the trusted template runs its own command, then evaluates code that is not its own.
run "true"
create_file "lib/fetched.rb", "run \"touch #{ENV['WORK']}/pwned\"\n"
require File.join(destination_root, "lib/fetched.rb")
