# promise: (see attack.yml) — many large strings kept, each rescue-wrapped.
create_file "first.txt", "first\n"
s = "x"
25.times { s = s + s }
kept = []
loop do
  begin
    kept << s + kept.size.to_s
  rescue => e
    puts "rescued #{e.class}"
  end
end
