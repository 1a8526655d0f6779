def fact(n) = n <= 1 ? 1 : n * fact(n - 1)
p fact(10)
def fib(n)
  return n if n < 2
  fib(n - 1) + fib(n - 2)
end
p((0..10).map { |i| fib(i) })
def flatten_deep(x)
  x.is_a?(Array) ? x.flat_map { |y| flatten_deep(y) } : [x]
end
p flatten_deep([1, [2, [3, [4]]]])
def count_down(n, acc = [])
  return acc if n.zero?
  count_down(n - 1, acc << n)
end
p count_down(5)
def depth(h) = h.is_a?(Hash) ? 1 + (h.values.map { |v| depth(v) }.max || 0) : 0
p depth({ a: { b: { c: 1 } }, d: 2 })
