@h = {}
@h[:k] ||= {}
@h[:k][:n] ||= 0
@h[:k][:n] += 1
p @h
$total = 0
[1, 2].each { |n| $total += n }
p $total
h = { a: 1, b: nil }
h[:a] &&= h[:a] + 1
h[:b] &&= 99
p h
list = nil
(list ||= []) << 1
p list
str = nil
str = (str || "") + "x"
p str
arr = [[1], [2]]
arr[0] += [10]
arr[1] <<= 20 rescue arr[1] << 20
p arr
