r = 1..5
p r
p r.to_a
x = (1...5).to_a
p x
p r.include?(3), r.include?(6), r.cover?(5), (1...5).include?(5)
p (1..10).step(3).to_a
p ("a".."e").to_a
p r.sum, r.size, r.first, r.last, r.min, r.max
p r.map { |i| i * 2 }
p r.select(&:even?)
(1..3).each { |i| print i }
puts
p r.first(2), r.last(2)
p 1.upto(4).to_a, 4.downto(1).to_a
p r === 3, r === 9
