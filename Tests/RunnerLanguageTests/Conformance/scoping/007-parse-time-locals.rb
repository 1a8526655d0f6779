def show
  p defined?(later)
  later = 1
  p defined?(later)
end
show
x = x
p x
z = 10 unless defined?(z)
p z
if false
  w = 1
end
p w
p defined?(never_assigned)
[1].each { |v| v }
p defined?(v)
a = 1
b = [1].map { a + 1 }
p b
