def counter
  n ||= 0
  n += 1
end
p counter, counter
def outer
  a = 1
  inner_result = [1, 2].map { |x| x + a }
  [a, inner_result]
end
p outer
p defined?(a)
def recurse(n)
  local = n
  recurse(n - 1) if n > 0
  local
end
p recurse(3)
