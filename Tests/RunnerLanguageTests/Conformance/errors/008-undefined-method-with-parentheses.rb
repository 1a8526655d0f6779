x = 1
result = frobnicate(x)
