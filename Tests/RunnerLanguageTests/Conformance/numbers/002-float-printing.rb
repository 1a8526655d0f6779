p 1.0
p 1.5
p 0.1 + 0.2
p 1e20
p 1e16
p 1e15
p 1.0e-5
p 0.0001
p 100.0
p 2.5.round, 3.5.round, -2.5.round
p 1.23456.round(2)
p 10.0 / 3
p 2.0 / 3
puts 1.0
puts 3.14
puts 1e100
p 7.9.to_i, -7.9.to_i
p 1.5.floor, 1.5.ceil, -1.5.floor, -1.5.ceil
p 12.0.to_s, 1.25.to_s
p 3.0 * 1.1
p 100.0.to_i, 1e3.to_i
