for i in 1..3
  print i
end
puts
p i
for a, b in [[1, 2], [3, 4]]
  puts a + b
end
for x in %w[a b] do puts x end
sum = 0
for n in [1, 2, 3, 4]
  next if n == 2
  break if n == 4
  sum += n
end
p sum
for k, v in { a: 1 }
  p [k, v]
end
