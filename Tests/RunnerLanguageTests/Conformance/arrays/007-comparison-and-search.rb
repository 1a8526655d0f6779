p [1, 2] == [1, 2], [1, 2] == [2, 1]
p [1, 2] <=> [1, 3]
p [1, 2, 3].find_index(2), [1, 2, 3].find_index { |x| x > 1 }
p [1, 2, 3].rindex(3)
p %w[a b c].dig(1)
p [[1, [2, 3]]].dig(0, 1, 0)
p [1, 2, 3, 4].min(2)
p [1, 2, 3].minmax
p [4, 5, 6].values_at(0, 2)
p [1, 2, 3].each_entry.to_a
p [1, 2, 2, 3].count(2)
p [nil, false, 1].compact
p [[1, 2], [1, 3]].uniq(&:first)
p ["b", "A", "c"].sort_by(&:downcase)
