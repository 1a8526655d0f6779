create_file "new.txt", "hello\n"
create_file "same.txt", "same\n"
create_file "differs.txt", "new\n", force: true
create_file "kept.txt", "new\n", skip: true
create_file "%app_name%/x.txt", "x\n"
add_file "nested/deep/file.txt" do
  "from block\n"
end
copy_file "plain.txt"
copy_file "plain.txt", "copies/plain.txt"
copy_file "script.sh", "bin/script", mode: :preserve
copy_file "only_tt.txt"
empty_directory "empty"
empty_directory "empty"
append_to_file "log.txt", "appended\n"
prepend_to_file "log.txt", "first\n"
insert_into_file "config.rb", "  inserted = 2\n", after: "class Config\n"
inject_into_file "config.rb", "  # before end\n", before: /^end/
gsub_file "config.rb", "old_value", "new_value"
comment_lines "config.rb", /debug/
uncomment_lines "config.rb", "verbose"
remove_file "obsolete.txt"
remove_dir "old_dir"
chmod "bin/run", 0755
inside "sub", verbose: true do
  create_file "inner.txt", "inner\n"
end
inside "sub" do
  empty_directory "quiet"
end
in_root { create_file "root.txt", "r\n" }
directory "tree"
directory "tree", "tree_flat", recursive: false
directory "tree", "tree_ex", exclude_pattern: /nested/
