parts = "a,b;c".split /[,;]/
p parts
x = 10
p x / 2
p x/2
p [10, 4].map { |n| n / 2 }
def m(v = 5) = v
p(m -1)
y = 3
p y - 1
p y-1
arr = [1, 2]
p arr[1]
def first_of(a) = a.first
p first_of [7, 8]
p(-x.abs)
