n = 1
n += 2
n -= 1
n *= 10
n /= 4
p n
s = "a"
s += "b"
p s
arr = [1]
arr += [2]
p arr
arr -= [1]
p arr
h = Hash.new(0)
h[:k] += 1
h[:k] += 1
p h
counts = { a: 1 }
counts[:a] += 5
p counts
x = 7
x %= 3
p x
y = 2
y **= 3
p y
f = 1.5
f *= 2
p f
