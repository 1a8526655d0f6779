arr = [1, 2]
arr[0] += 10
arr[5] ||= 0
p arr
h = { n: { count: 1 } }
h[:n][:count] += 1
p h
str = "x"
str *= 3
p str
a = [0]
i = 0
a[i] += 1
p a
m = { list: nil }
m[:list] ||= []
m[:list] << 5
p m
calls = 0
counter = { v: 1 }
fetch = -> { calls += 1; counter }
fetch.call[:v] += 1
p counter, calls
