# promise: no write goes through a hard link: edits, overwrites, script writes and chmod of project files that are hard links to files in the home folder leave those files unchanged.
append_to_file "append.txt", "[core]\n\tfsmonitor = /tmp/evil\n"
gsub_file "sub/gsub.txt", /victim/, "attacker"
create_file "force.txt", "machine evil.example.com\n", force: true
File.write("script.txt", "oauth_token: attacker\n")
chmod "mode.txt", 0644
prepend_to_file "mode.txt", "# changed\n"
