ready = true
if ready
  puts "go"
