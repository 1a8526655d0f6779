line = "version: 42"
if (m = line.match(/(\d+)/))
  p m[1]
end
queue = [1, 2, 3]
while (item = queue.shift)
  print item
end
puts
if (found = [1, 2, 3].find(&:even?)) && found > 1
  p found
end
result = nil
result = "set" unless (x = [].first)
p result, x
n = 5
p(n > 3 ? puts("big") : puts("small"))
