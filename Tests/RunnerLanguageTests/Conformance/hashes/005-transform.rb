h = { a: 1, b: 2 }
p h.transform_values { |v| v * 10 }
p h.transform_keys(&:to_s)
p h.transform_keys { |k| k.to_s.upcase }
p h.filter_map { |k, v| k if v > 1 }
p h.invert
p h.to_a.flatten
p h.group_by { |k, v| v.odd? }
p h.partition { |k, v| v > 1 }
p h.sort_by { |k, v| -v }.first
p h.inject(0) { |s, (k, v)| s + v }
p h.map { |k, v| [k, v + 1] }.to_h
p h.to_h { |k, v| [v, k] }
p h.min_by { |k, v| -v }
p h.max_by { |k, v| -v }
p h.sort_by { |k, v| -v }
p h.filter { |k, v| k == :a }
