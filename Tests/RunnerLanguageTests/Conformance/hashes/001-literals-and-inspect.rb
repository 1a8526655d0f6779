h = { "name" => "app", :sym => 1, key: [1, 2], 3 => nil }
p h
puts h
puts h.to_s
p({})
p({ a: { b: { c: 1 } } })
h2 = { "a": 1, "b c": 2 }
p h2
p h.size, h.keys, h.values
p({ 1.5 => "f", nil => "n", [1] => "a" })
