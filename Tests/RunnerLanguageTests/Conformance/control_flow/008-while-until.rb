i = 0
while i < 3
  print i
  i += 1
end
puts
j = 3
until j.zero?
  print j
  j -= 1
end
puts
k = 0
while true
  k += 1
  next if k == 2
  break if k > 4
  print k
end
puts
r = while false do end
p r
x = 0
x += 1 until x == 4
p x
