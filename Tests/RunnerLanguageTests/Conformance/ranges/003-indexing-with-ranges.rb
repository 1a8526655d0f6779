a = %w[a b c d e]
p a[1..2], a[1...2], a[2..], a[..1], a[-2..-1], a[3..10], a[9..]
s = "hello world"
p s[0..4], s[6..], s[-5..], s[0...-6]
p a.values_at(0..1)
p (1..10).each_slice(3).map(&:last)
p a.each_with_index.select { |_, i| (1..3).cover?(i) }.map(&:first)
