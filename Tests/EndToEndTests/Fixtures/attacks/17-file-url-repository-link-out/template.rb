# promise: a template fetched from a file:// git repository reads nothing outside its checkout: a committed link to ~/.ssh/id_ed25519 is refused, and the cache names the mirror by a digest.
create_file "a.txt"
copy_file "key", "key.txt"
