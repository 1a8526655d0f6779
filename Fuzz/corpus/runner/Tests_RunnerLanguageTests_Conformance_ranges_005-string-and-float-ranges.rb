p ("a".."z").include?("bb"), ("a".."z").cover?("bb"), ("a".."z").to_a.include?("bb")
p ("a".."e") === "c", ("1".."10").to_a.size
p (1.0..2.0).include?(1.5), (1..2).include?(1.5), (1...2).cover?(1.99)
p (1..10) === 5.5
r = (0.5..2.5)
p r.min, r.max
p ("A".."C").map(&:downcase)
p (1..3).sum { |x| x * 0.5 }
