# promise: a single-file template whose folder is the home folder reads no file beside itself: copy_file ".ssh/id_ed25519" is refused.
copy_file ".ssh/id_ed25519", "key"
