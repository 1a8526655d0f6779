[1, 2, 3].each { |x| print x, " " }
puts
%w[a b c].each_with_index do |s, i|
  puts "#{i}: #{s}"
end
p [1, 2, 3].map { |x| x * x }
p [1, 2, 3, 4].select(&:even?)
p [1, 2, 3, 4].reject(&:even?)
p [1, 2, 3, 4].find { |x| x > 2 }
p [1, 2, 3].any? { |x| x > 2 }, [1, 2, 3].all?(&:positive?), [].any?, [].all?
p [1, 2, 3].inject(:+), [1, 2, 3].reduce(10) { |s, x| s + x }
p [[1, 2], [3, 4]].map { |a, b| a + b }
p %w[a b].each_with_object([]) { |x, acc| acc << x.upcase }
p [3, 1, 2].sort_by { |x| -x }
p %w[bb a ccc dd].group_by(&:size)
p [1, 2, 3].each_slice(2).to_a
p [1, 2, 3].zip([4, 5, 6])
p %w[a b].map.with_index { |x, i| "#{i}#{x}" }
p [1, 2, 3].partition(&:odd?)
p [1, 2, 3].collect { |x| x + 1 }
