result = []
[1, 2].each do |i|
  %w[a b].each do |s|
    result << "#{s}#{i}"
  end
end
p result
matrix = [[1, 2], [3, 4]]
p matrix.map { |row| row.map { |v| v * 10 } }
total = 0
matrix.each { |row| row.each { |v| total += v } }
p total
outer = [1, 2].map do |a|
  [10, 20].map { |b| a + b }.sum
end
p outer
