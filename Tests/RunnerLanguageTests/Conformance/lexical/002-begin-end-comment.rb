puts "before"
=begin
puts "hidden"
this is not code at all: def if end (
=end
puts "after"
=begin more words on the opening line
x = 1
=end
puts defined?(x).inspect
