puts [1, 2, 3]
puts [1, [2, [3]]]
puts nil
puts [nil]
puts []
puts
puts "a", "b"
puts :sym, 1.5, true
puts "ends with newline\n"
puts "two\n\n"
r = puts "x"
p r
puts [[], []]
puts [1, nil, "end"]
puts({ a: 1 })
