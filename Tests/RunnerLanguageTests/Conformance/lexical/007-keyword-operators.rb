a = true and false
p a
b = false or true
p b
p((not true))
c = (not false)
p c
x = nil
y = x || "default"
puts y
z = 1 if x.nil? and not y.empty?
p z
w = x or "w"
p w
