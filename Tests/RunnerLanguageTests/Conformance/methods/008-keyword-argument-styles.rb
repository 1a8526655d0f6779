def opts(name, **options)
  p [name, options]
end
opts "a", force: true
opts "b", :force => true
opts "c", "force" => true
opts "d", force: true, :verbose => false
opts("e", **{ x: 1 })
extra = { y: 2 }
opts "f", z: 0, **extra
def hash_opt(name, options = {})
  p [name, options]
end
hash_opt "a", force: true
hash_opt "b", :force => true
hash_opt "c", "force" => true
hash_opt "d"
hash_opt("e", { a: 1 })
def kw(a:, b: 2)
  p [a, b]
end
kw(a: 1)
kw(b: 3, a: 4)
h = { a: 5 }
kw(**h)
def mixed(*args, **kw)
  p [args, kw]
end
mixed 1, 2, k: 3
mixed
def last_hash(*args)
  p args
end
last_hash 1, key: "v"
