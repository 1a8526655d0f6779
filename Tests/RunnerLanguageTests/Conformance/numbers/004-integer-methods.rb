p "42".to_i, "3.7".to_f, "abc".to_i, "12abc".to_i, " 7 ".to_i, "-3".to_i
p 5.times.to_a
p 3.zero?, 0.zero?, 4.even?, 3.odd?, 5.positive?, -5.negative?
p 5.between?(1, 10)
p 10.abs, -10.abs, -2.5.abs
p 7.clamp(1, 5), 0.clamp(1, 5)
p 1_000_000
p 255.to_s(16), 5.to_s(2), "ff".to_i(16)
p 10.to_f, 3.to_s, 3.7.to_i
p 4.succ, 4.pred
p 3.14.truncate, 3.99.floor(1)
p 1234567.to_s.reverse.scan(/\d{1,3}/).join(",").reverse
