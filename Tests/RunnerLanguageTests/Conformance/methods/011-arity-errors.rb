def two(a, b); end
begin
  two(1)
rescue ArgumentError => e
  puts e.message
end
begin
  two(1, 2, 3)
rescue ArgumentError => e
  puts e.message
end
def opt(a, b = 1); end
begin
  opt
rescue ArgumentError => e
  puts e.message
end
def splat(a, *r); end
begin
  splat
rescue ArgumentError => e
  puts e.message
end
def none = 1
begin
  none(1)
rescue ArgumentError => e
  puts e.message
end
def kw_only(a:); end
begin
  kw_only
rescue ArgumentError => e
  puts e.class
end
