s = "a".freeze
begin
  s << "b"
rescue FrozenError => e
  puts e.class
  puts e.message
end
p s.frozen?
t = s.dup
t << "b"
p t, t.frozen?
begin
  "a".freeze << "b"
rescue => e
  puts e.message
end
p :sym.frozen?, 1.frozen?, nil.frozen?
p "lit".frozen?
u = s + "c"
p u, u.frozen?
