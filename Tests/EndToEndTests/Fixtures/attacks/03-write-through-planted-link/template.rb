# promise: a link already in the project that leads out is never written through (apply).
create_file "ok.txt"
append_to_file "keys/authorized_keys", "ssh-ed25519 AAAA attacker\n"
