# Edits as Thor 1.2.1 makes them (record.sh): of files that are not UTF-8 text, on the same bytes;
# and with a Symbol anchor, which Thor takes as its name's text (`before: :start` is not the file's start).
insert_into_file "Gemfile", "# top\n", before: :start
insert_into_file "Gemfile", " # after end", after: :end
insert_into_file "Gemfile", "nothing", after: :no_such_word
prepend_to_file "Gemfile", "# first line\n"
append_to_file "Gemfile", "# last line\n"
gsub_file "favicon.ico", "PNG", "png"
gsub_file "favicon.ico", /no such bytes/, "x"
gsub_file "latin.txt", "lait", "LAIT"
gsub_file("latin.txt", /t(w)o/) { |match| match.upcase }
comment_lines "latin.txt", /TWO/
uncomment_lines "latin.txt", /TWO/
comment_lines "latin.txt", /caf/
begin
  append_to_file "latin.txt", "end\n"
rescue ArgumentError => e
  puts "#{e.class}: #{e.message}"
end
begin
  inject_into_file "latin.txt", "x", after: "LAIT"
rescue ArgumentError => e
  puts "#{e.class}: #{e.message}"
end
begin
  gsub_file "latin.txt", "café", "cafe"
rescue Encoding::CompatibilityError => e
  puts e.class
end
