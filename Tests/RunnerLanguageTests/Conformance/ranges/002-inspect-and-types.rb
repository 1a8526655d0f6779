r = (1...3)
p r, r.to_s, r.inspect
s = ("a".."c")
p s
p (1.0..2.0).include?(1.5)
p r.begin, r.end, r.exclude_end?
p (1..0).to_a
p ("aa".."ad").to_a
p (1..3).to_a.reverse
p (1..4).each_slice(2).to_a
p (1..3).inject(:*)
