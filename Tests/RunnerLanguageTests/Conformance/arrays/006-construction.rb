p Array.new(3, 0)
p Array.new(3) { |i| i * i }
r = (1..5).to_a
p r
p [1, 2, 3].each_with_index.map { |x, i| x * i }
p %w[a b c].each_with_index.to_a
p [1, 2, 3, 4, 5].each_slice(2).map(&:sum)
p [1, 2, 3].first(2).last
p [5, 3, 1].sort { |a, b| a <=> b }
p [5, 3, 1].sort { |a, b| b <=> a }
p %w[apple pie a].max_by(&:length)
p [1, 2, 3].include?(2) && [].none?
[[1, :a], [2, :b]].each { |n, s| print n, s, " " }
puts
p [1, 2, 3].sum.to_f / 3
p [1, 2, 3].reverse_each.to_a
p Array(nil), Array([1]), Array(1)
p [0] * 3
