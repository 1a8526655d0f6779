a = b = 3
p a, b
b += 1
p a, b
def pair = [1, 2]
one, two = pair
p one + two
i, j = 0
p i, j
key, value = { x: 1 }.first
p key, value
@a, $b = "ivar", "global"
p @a, $b
h = {}
h[:x], h[:y] = 1, 2
p h
r = (aa, bb = 5, 6)
p r
