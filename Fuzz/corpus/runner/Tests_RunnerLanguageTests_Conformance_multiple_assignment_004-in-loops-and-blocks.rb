a, b = 0, 1
10.times { a, b = b, a + b }
p a
h = { x: 1, y: 2 }
k, v = h.first
p [k, v]
h.each_with_index { |(key, val), i| p [key, val, i] }
pairs = [[1, 2], [3, 4]]
pairs.each { |(l, r)| print l + r, " " }
puts
first, (second, third) = "a", %w[b c]
p [first, second, third]
min, max = [5, 3, 9].minmax
p min, max
