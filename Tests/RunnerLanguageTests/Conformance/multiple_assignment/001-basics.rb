a, b = 1, 2
p [a, b]
a, b = b, a
p [a, b]
x, y = [10, 20]
p [x, y]
first, *rest = [1, 2, 3]
p first, rest
*init, last = [1, 2, 3]
p init, last
s, t = 1
p [s, t]
u, v = [1, 2, 3]
p [u, v]
h, = [9, 8]
p h
w = 1, 2
p w
c1, c2 = "x-y".split("-")
p c1, c2
