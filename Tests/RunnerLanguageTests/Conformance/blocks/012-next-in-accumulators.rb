p [1, 2, 3].each_with_object([]) { |x, acc| next if x == 2; acc << x }
p [1, 2, 3].inject(0) { |s, x| next s if x == 2; s + x }
p [1, 2, 3].sum { |x| next 0 if x.odd?; x }
p [1, 2, 3, 4].select { |x| next false if x == 2; x.even? }
p [1, 2, 3].count { |x| next true if x == 1; false }
p %w[a b].to_h { |s| next [s, s.upcase] }
r = [1, 2, 3].each_slice(1).map do |(x)|
  next :skipped if x == 2
  x
end
p r
