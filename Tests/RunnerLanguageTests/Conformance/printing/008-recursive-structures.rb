# Containers that contain themselves must print as Ruby prints them, never loop forever.
a = [1]
a << a
p a
puts a.to_s
h = { name: "h" }
h[:self] = h
p h
puts "#{h}"
nested = [h, a]
p nested
p a == a, a.size
begin
  a.flatten
rescue ArgumentError => e
  puts "#{e.class}: #{e.message}"
end
