a = (1 if false)
p a
b = [1, 2].map { |x| "big" if x > 1 }
p b
c = if true
  "first"
  "last value wins"
end
p c
def check(n) = n.positive? ? :pos : :nonpos
p check(1), check(-1)
value = nil
result = value.nil? ? "missing" : value
p result
x = 5
x = 10 if x < 10 unless x > 7
p x
