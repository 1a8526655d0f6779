words = %w[apple avocado banana blueberry cherry apple]
p words.group_by { |w| w[0] }.transform_values(&:count)
p words.tally.sort_by { |w, n| [-n, w] }
counts = words.each_with_object(Hash.new(0)) { |w, h| h[w] += 1 }
p counts
p counts.sort_by { |k, v| [-v, k] }.first(2).to_h
p counts.max_by { |_, v| v }, counts.min_by { |_, v| v }
p counts.sum { |_, v| v }, counts.values.sum
p counts.select { |_, v| v > 1 }.keys
p counts.none? { |_, v| v > 5 }, {}.any?, counts.any?
by_len = words.uniq.group_by(&:size)
p by_len.keys.sort, by_len[6]
