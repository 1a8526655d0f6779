p %w[a b c].map.with_index(1) { |s, i| "#{i}.#{s}" }
%w[x y].each.with_index(1) { |s, i| print i, s, " " }
puts
p %w[a b c d].each_with_index.select { |_, i| i.odd? }.map(&:first)
p %w[a b c].select.with_index { |_, i| i != 1 }
p [3, 1, 2].each_with_index.min
p %w[a b a c].group_by(&:itself)
p [1, 2, 3, 4].each_slice(2).with_index.map { |pair, i| pair.sum * i }
p (1..6).each_cons(3).count
