h = Hash.new(0)
"hello world".each_char { |c| h[c] += 1 }
p h
p h["z"]
p h.key?("z")
lists = Hash.new { |hash, key| hash[key] = [] }
lists[:a] << 1
lists[:a] << 2
lists[:b] << 3
p lists
p lists[:c]
p lists.keys
p h.fetch("l")
p h.fetch("q", "none")
p h.fetch("q") { |k| "no #{k}" }
d = {}
p d[:missing]
lazy = Hash.new { |_, key| key.to_s * 2 }
p lazy[:ab], lazy
