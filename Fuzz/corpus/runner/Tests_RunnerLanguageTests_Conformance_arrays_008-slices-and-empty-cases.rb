a = [1, 2, 3, 4, 5]
a[1..2] = [:x]
p a
a[0, 1] = [7, 8]
p a
b = [1, 2, 3]
b[5] = 6
p b
p [].first, [].last, [].max, [].min, [].sum, [].first(2)
p [1.5, 2].sum, [0.1, 0.2, 0.3].sum
p [1, [2, [nil]]].join(","), [nil, 1].join("-")
p [1, 2, 3].inject(1, :*), [[1, 2], [3, 4]].sum([])
p [1, 2] <=> [1, 2, 3]
p [3, 1, 2].sort.first, [3, 1, 2].min(2)
p [[2, "b"], [1, "z"], [2, "a"]].sort
p [1, 2, 3, 4].each_slice(3).to_a, [1, 2, 3].each_cons(4).to_a
