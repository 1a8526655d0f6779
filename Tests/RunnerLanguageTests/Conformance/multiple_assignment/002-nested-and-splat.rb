m, (n, o), q = 1, [2, 3], 4
p [m, n, o, q]
(a, b), c = [1, 2], 3
p [a, b, c]
head, *middle, tail = *"a b c d".split
p head, middle, tail
x, (y, *z) = 1, [2, 3, 4]
p [x, y, z]
one, two = *[1], 2
p [one, two]
_, second = [:skip, :keep]
p second
