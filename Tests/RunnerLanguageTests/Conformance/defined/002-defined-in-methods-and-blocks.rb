def probe
  local = 1
  [defined?(local), defined?(yield), defined?(probe), defined?(nothing_here)]
end
p probe
p(probe { })
[1].each do |v|
  p defined?(v)
end
z = 5 if false
p defined?(z)
def guard
  return "no block" unless defined?(yield)
  yield
end
p guard, guard { "block" }
