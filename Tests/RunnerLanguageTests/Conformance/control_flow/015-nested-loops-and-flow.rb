pairs = []
[1, 2, 3].each do |i|
  [1, 2, 3].each do |j|
    next if i == j
    break if j > 2
    pairs << [i, j]
  end
end
p pairs
outer = 0
while outer < 3
  outer += 1
  inner = 0
  until inner == 2
    inner += 1
    next if inner == 1
    print outer, inner, " "
  end
end
puts
found = nil
[[1, 2], [3, 4]].each do |row|
  row.each do |v|
    if v == 3
      found = v
      break
    end
  end
  break if found
end
p found
