x = 10
[1, 2].each { |x| x + 1 }
p x
y = 1
[5].each { |v; y| y = v }
p y
z = 0
[5].each { |v| z = v }
p z
[1].each { inner = 3 }
p defined?(inner)
t = "outer"
->(t) { t.upcase }.call("param")
p t
