puts "checking"
raise ArgumentError
