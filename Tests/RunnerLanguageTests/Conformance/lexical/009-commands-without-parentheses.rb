puts "a", "b"
puts [1, 2].include? 2
def add(a, b) = a + b
puts add 1, 2
puts(add(3, 4))
x = add 5, 6
puts x
puts add(1, 1) * 2
p add 2, 2
puts "joined: " + [1, 2].join(",")
