@name = "ivar"
$env = "global"
puts "#@name and #$env"
puts "#@name#{"!"}"
puts "literal \#@name"
puts '#@name stays in single quotes'
puts "#{@name.upcase}-#{$env.size}"
puts "hash sign at end #"
puts "#a #1 #-"
