pr = proc { |a, b| [a, b] }
p pr.call(1)
p pr.call(1, 2, 3)
p pr.call([4, 5])
l = lambda { |a, b| [a, b] }
p l.call(1, 2)
begin
  l.call(1)
rescue ArgumentError => e
  puts e.message
end
begin
  l.call([1, 2])
rescue ArgumentError => e
  puts e.message
end
p pr.lambda?, l.lambda?
p pr.arity, l.arity, proc { |*a| }.arity, -> {}.arity, ->(x, y = 1) {}.arity
sq = ->(x) { x * x }
p sq.(3), sq[4], sq.call(5)
