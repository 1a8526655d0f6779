p a: 1, b: 2
x = p "k" => 1
p x
puts a: 1
print({ z: 0 }, "\n")
puts [{ a: 1 }, [:b]].inspect
def show(*args) = p(args)
show 1, key: :v
show key: :v
