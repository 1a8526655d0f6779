def f(a, b = 2) = [a, b]
p f(1,)
p f(
  3,
  4,
)
list = [1, 2, 3,]
p list
h = { a: 1, b: 2, }
p h
p((1 + 2) * (3 + 4))
p(((5)))
x = (y = 2; y * 3)
p x
z = (
  1 +
  2
)
p z
