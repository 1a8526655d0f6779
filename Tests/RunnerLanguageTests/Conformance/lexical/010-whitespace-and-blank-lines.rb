

x = 1


	y = 2
puts x + y
   puts "indented statement"
if x == 1

  puts "blank lines inside"

end
