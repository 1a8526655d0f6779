i = 0
loop do
  i += 1
  next if i.odd?
  break if i > 6
  print i
end
puts
r = [1, 2, 3, 4].each do |x|
  break x * 10 if x == 3
end
p r
v = while true
  break "from while"
end
p v
p [1, 2, 3].map { |x| next 0 if x == 2; x }
res = loop do
  break 42
end
p res
nothing = loop do
  break
end
p nothing
p [1, 2, 3].each { |x| next }
