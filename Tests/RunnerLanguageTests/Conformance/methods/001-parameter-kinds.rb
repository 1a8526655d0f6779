def all(a, b = 2, *rest, key:, opt: 5, **kw, &blk)
  p [a, b, rest, key, opt, kw, blk ? blk.call : nil]
end
all(1, key: :k)
all(1, 3, 4, 5, key: :k, opt: 6, extra: 7) { "blk" }
def post(a, *mid, z)
  p [a, mid, z]
end
post(1, 2)
post(1, 2, 3, 4)
def only_kw(name:, greeting: "Hello")
  "#{greeting}, #{name}"
end
p only_kw(name: "Ann"), only_kw(greeting: "Hi", name: "Bob")
def opt_only(a = 1, b = 2) = [a, b]
p opt_only, opt_only(9), opt_only(8, 7)
