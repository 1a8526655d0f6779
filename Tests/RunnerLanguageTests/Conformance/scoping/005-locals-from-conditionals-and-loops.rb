if true
  inside = 1
end
p inside
if false
  never = 1
end
p never
i = 0
while i < 2
  i += 1
  last = i
end
p last
[1].each { |v| in_block = v }
p defined?(in_block)
x = 1 if false
p x
