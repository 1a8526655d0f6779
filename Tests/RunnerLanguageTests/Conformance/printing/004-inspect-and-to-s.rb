p 1.to_s, 1.5.to_s, nil.to_s, true.to_s, :s.to_s, [1, "a"].to_s, { a: "b" }.to_s
p nil.inspect, "s".inspect, :s.inspect, 1.0.inspect
puts "#{[1, nil]}"
puts "#{{ a: nil }}"
puts "#{nil.inspect}"
r = (1..3)
p r.to_s, r.inspect
p "multi\nline"
puts "multi\nline".inspect
p :"odd sym", :a?, :b!, :c=
p [:"x y", "x y"]
puts :sym.inspect
p true & false, true ^ true
