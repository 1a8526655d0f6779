CONST = %w[x y].freeze
begin
  CONST << "z"
rescue => e
  puts e.class, e.message
end
h = { a: 1 }.freeze
begin
  h[:b] = 2
rescue => e
  puts e.message
end
p CONST.map(&:upcase)
p h.merge(b: 2)
p CONST.frozen?, CONST.first.frozen?, CONST.dup.frozen?
v = h.dup
v[:c] = 3
p v
begin
  "abc".freeze.upcase!
rescue FrozenError => e
  puts e.message
end
