v = begin
  10
rescue
  20
end
p v
w = begin
  raise "x"
rescue
  20
end
p w
u = begin
  1
ensure
  2
end
p u
t = begin
  30
rescue
  40
else
  50
end
p t
