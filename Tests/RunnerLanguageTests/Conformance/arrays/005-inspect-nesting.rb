p [1, "two", :three, nil, true, 4.0, [5, [6]], { a: 1 }]
puts [1, [2, [3]]].inspect
puts [1, nil, "s"].to_s
p []
p [[]]
p [{}]
p [1..2, /re/]
p ["quote\"d", 'sl\\ash']
