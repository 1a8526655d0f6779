p [1, [2, [3, [4]]]].flatten
p [1, [2, [3]]].flatten(1)
p [1, nil, 2, nil].compact
p [1, 1, 2, 3, 3].uniq
p [3, 1, 2].sort
p %w[b c a].sort.reverse
p [1, 2] + [3]
p [1, 2, 3] - [2]
p [1, 2] * 2
p [1, 2] * ", "
p [1, 2, 3] & [2, 3, 4]
p [1, 2] | [2, 3]
p [1, 2, 3].take(2), [1, 2, 3].drop(1)
p %w[a b c].join("-")
p [1, [2, 3]].join(",")
p [1, 2, 3].each_cons(2).to_a
p [[:a, 1], [:b, 2]].to_h
p [1, 2, 3].min_by { |x| (x - 2).abs }
p [3, 1, 2].max(2)
p %w[a b a c a].tally
p [1, 2, 3, 4].sum { |x| x * 2 }
p ["x", nil, "y"].filter_map { |v| v&.upcase }
p [1, 2, 3].flat_map { |x| [x, x] }
p [[1, 2], [3, 4]].transpose
p [1, 2, 3, 4].take_while { |x| x < 3 }, [1, 2, 3, 4].drop_while { |x| x < 3 }
