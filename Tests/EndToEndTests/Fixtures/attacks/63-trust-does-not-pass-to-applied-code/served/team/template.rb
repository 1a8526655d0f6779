# promise: (see attack.yml) — the trusted template: its own command runs without asking, then it applies untrusted code.
run "true"
create_file "from-trusted.txt", "trusted\n"
apply "#{ENV['TARGET']}/team-evil/evil.rb"
