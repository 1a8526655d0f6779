h = { "a" => 1, a: 2 }
p h["a"], h[:a]
p h.keys
p h.length
h2 = { 1 => "int", 1.0 => "float" }
p h2
nested = { list: [1, { deep: true }] }
p nested
puts nested[:list].last[:deep]
arr_key = { [1, 2] => "pair" }
p arr_key[[1, 2]]
p({ nil => 1 }[nil])
