def add_to(item, list = [])
  list << item
end
p add_to(1), add_to(2)
def m(a = {}, k: 1)
  [a, k]
end
p m(k: 2), m({ k: 3 }), m({ x: 1 }, k: 4)
def f(a, b: 1) = [a, b]
p f({ b: 2 })
p f(5, b: 6)
def g(h) = h
p g(a: 1, "b" => 2)
def opts(name, options = {}) = [name, options]
extra = { force: true }
p opts("x", **extra), opts("y", **{})
def kw_rest(**rest) = rest
p kw_rest, kw_rest(a: 1, b: 2)
def both(*args, **kw, &blk) = [args, kw, blk&.call]
p both(1, { a: 1 }), both(1, a: 1) { :blk }
