3.times { |i| print i, " " }
puts
1.upto(4) { |i| print i }
puts
4.downto(1) { |i| print i }
puts
1.step(10, 3) { |i| print i, "," }
puts
p 1.upto(3).map { |i| i * i }
p 5.times.select(&:even?)
p 3.times.map { "x" }.join
