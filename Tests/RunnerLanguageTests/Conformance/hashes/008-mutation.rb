h = { a: 1 }
h[:b] = 2
h["c"] = 3
p h
p h.delete(:a)
p h.delete(:zz)
p h
h.delete_if { |k, v| v > 2 }
p h
h2 = h
h2[:new] = 1
p h
p h.length
h.clear
p h
x = { b: 1, a: 2 }
p x.keys.sort
p x.select { |k, _| k == :a }.keys
x.reject! { |k, v| v == 1 }
p x
y = { k: 1 }
y.transform_values!(&:to_s)
p y
