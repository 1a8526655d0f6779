x = (1 / 0 rescue "fallback")
p x
y = {}.fetch(:a) rescue -1
p y
val = nil.upcase rescue "nil has no upcase"
p val
z = [1, 2].first rescue "not needed"
p z
w = (raise "m" rescue "rescued #{1 + 1}")
p w
