a, b = { x: 1 }
p a, b
c, d = nil
p c, d
e, f = "str"
p e, f
g, (h, i) = 1, 2
p [g, h, i]
j = *nil
p j
k = *"x"
p k
l = 1, *[2, 3]
p l
*m = nil
p m
n, o = *[1], *[2, 3]
p n, o
