puts "x"
else
  puts "y"
