p [1, 2].uniq!, [1, 1].uniq!
p [1, 2].compact!, [1, nil].compact!
p [1, [2]].flatten!, [1, 2].flatten!
p [2, 1].sort!, [1, 2].reject! { false }, [1, 2].select! { true }
a = [3, 1, 2]
b = a.sort
p a, b
a.push(4, 5)
p a.insert(-2, :x)
p a.fill(0, 3)
p [1, 2, 3].product([4, 5]).size
p [[1, :a], [2, :b]].assoc(2)
p [1, 2, 3, 4].each_slice(2).map { |x, y| x * y }
p %w[a b c].each_with_index.max_by { |s, i| -i }
