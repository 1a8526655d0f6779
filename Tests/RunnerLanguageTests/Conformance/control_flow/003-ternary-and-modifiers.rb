age = 20
puts age >= 18 ? "adult" : "minor"
puts age > 100 ? "old" : age > 10 ? "teen+" : "kid"
puts "trailing if" if age == 20
puts "trailing unless" unless age == 21
n = 0
n += 1 while n < 5
p n
m = 10
m -= 3 until m < 0
p m
sym = true ? :a : :b
p sym
r = (age.even? ? "even" : "odd")
p r
