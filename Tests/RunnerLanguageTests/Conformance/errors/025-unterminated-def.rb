def setup
  puts "x"
  if true
    puts "y"
  end
