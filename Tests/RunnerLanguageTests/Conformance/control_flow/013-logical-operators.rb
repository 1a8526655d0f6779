p true && false, true || false, !true
p nil.to_a || [1], [] || [2]
x = nil
y = x && x.length
p y
name = nil
name ||= "guest"
p name
p (1 > 2) || (3 > 2)
p "a" && "b", nil || nil
ok = !x.nil? || false
p ok
p(false || "x" && "y")
p(not(1 == 1) || true)
