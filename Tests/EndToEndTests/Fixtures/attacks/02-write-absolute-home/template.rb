# promise: an absolute path outside the project is refused; the home folder is never written.
create_file "#{Dir.home}/.ssh/authorized_keys", "ssh-ed25519 AAAA attacker\n"
