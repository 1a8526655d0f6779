pp({ a: 1 })
v = pp "pp returns its argument"
p v
s = [1, 2].to_s + "!"
puts s
puts "#{1}#{:two}#{"three"}#{nil}#{4.0}"
puts 1, [2, [3, nil]], nil
