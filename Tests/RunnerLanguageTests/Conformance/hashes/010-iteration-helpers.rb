scores = { "ann" => 3, "bob" => 1, "cy" => 2 }
p scores.sort_by { |_, v| v }.map(&:first)
p scores.max_by { |_, v| v }
p scores.sum { |_, v| v }
p scores.keys.map(&:capitalize)
p scores.each_slice(2).to_a
p scores.to_a.transpose
p scores.count
p scores.sort_by { |name, _| name }.reverse.to_h
p scores.select { |name, _| name.size == 3 }.transform_values { |v| v * 100 }
p scores.find_all { |_, v| v > 1 }
p scores.entries.first
