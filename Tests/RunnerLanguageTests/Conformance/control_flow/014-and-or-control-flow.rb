puts "a" and puts "b"
ok = false
ok or puts "not ok"
value = nil or "default"
p value
found = [1, 2, 3].find { |x| x > 1 } or raise "nothing found"
p found
def check(x)
  x.positive? or return "non-positive"
  "positive"
end
p check(1), check(-1)
n = 0
n += 1 and n += 10
p n
begin
  puts "begin block runs"
end if n > 5
