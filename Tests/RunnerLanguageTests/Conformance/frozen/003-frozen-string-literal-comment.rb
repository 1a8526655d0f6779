# frozen_string_literal: true
s = "abc"
p s.frozen?
t = "x#{1}y"
p t.frozen?
begin
  s << "d"
rescue FrozenError => e
  puts e.message
end
u = s.dup
u << "d"
p u, u.frozen?
p s.clone.frozen?
p s.upcase.frozen?
p (s + "x").frozen?
