h = {}
h[:z] = 1
h[:a] = 2
h[:m] = 3
p h
h[:z] = 10
p h
h.delete(:z)
h[:z] = 0
p h
p h.keys
p h.sort.to_h
p h.sort_by { |k, v| v }.to_h
p h.min_by { |_, v| v }
p h.first, h.first(2)
