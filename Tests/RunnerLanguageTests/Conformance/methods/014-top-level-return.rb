def helper = "helper ran"
puts helper
puts "before return"
return if true
puts "never printed"
