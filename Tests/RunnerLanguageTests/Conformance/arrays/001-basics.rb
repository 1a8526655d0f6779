a = [1, 2, 3]
p a.first, a.last, a.size, a.length
p a[0], a[-1], a[5], a[1..], a[0, 2], a[-2..]
a << 4
a.push(5)
p a
p a.include?(3)
p a.empty?, [].empty?
p a.index(3)
p a.reverse
p a.sum
p a.min, a.max
p a.count
p a.count(&:even?)
b = [1]
b[3] = 4
p b
p a.first(2), a.last(2)
p a.fetch(1), a.fetch(10, "none")
