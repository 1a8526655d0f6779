a = [1, 2, 3, 4]
p a.delete(2)
p a
p a.pop, a.shift
p a
a.unshift(0)
a.insert(1, 9)
p a
a.concat([7, 8])
p a
p a.delete_at(0)
a.map! { |x| x * 2 }
p a
a.select! { |x| x > 10 }
p a
a.clear
p a
b = [3, 1, 2]
b.sort!
p b
b.reject!(&:odd?)
p b
c = [1, 2]
d = c
d << 3
p c
e = c.dup
e << 4
p c, e
f = [1, nil, 1]
f.compact!
f.uniq!
p f
