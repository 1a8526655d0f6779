puts "a"
  end
