h = { b: 2, a: 1 }
h.default = 0
p h[:zzz], h.fetch(:a)
p h.sort.first, h.min_by(&:last)
nested = Hash.new { |hash, k| hash[k] = Hash.new(0) }
nested[:x][:y] += 1
nested[:x][:z] += 2
p nested
counts = Hash.new(0)
%w[a b a].each { |w| counts[w] += 1 }
p counts, counts.default
p h.each_with_index.map { |(k, v), i| "#{i}#{k}#{v}" }
p h.sum { |k, v| v * 10 }, h.keys.map(&:size).sum
p h.any? { |k, _| k == :a }, h.count, h.find { |k, v| v > 5 }
p h.reduce(0) { |acc, (k, v)| acc + v }
