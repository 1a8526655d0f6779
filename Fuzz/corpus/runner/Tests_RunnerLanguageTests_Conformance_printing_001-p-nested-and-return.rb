p [1, [2, { a: [3, nil] }], "s", :sym, 1.5, true]
p({ "k" => { nested: [1, { deep: "x" }] } })
x = p 5
p x
y = p 1, 2
p y
z = p
p z
p "quote\"s", 'back\\slash'
p nil
p 1.0, -0.5, 10.0 / 4
