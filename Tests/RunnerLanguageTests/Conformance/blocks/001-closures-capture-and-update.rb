count = 0
[1, 2, 3].each { |x| count += x }
p count
make_counter = lambda do
  n = 0
  -> { n += 1 }
end
c = make_counter.call
c.call
c.call
p c.call
other = make_counter.call
p other.call
adders = [1, 2, 3].map { |i| ->(x) { x + i } }
p adders.map { |f| f.call(10) }
message = "before"
change = proc { message = "after" }
p message
change.call
p message
