puts "start"
begin
  risky = 1
rescue
  puts "x"
