x = 1
p defined?(x)
p defined?(y)
p defined?(puts)
p defined?(String)
p defined?(@iv)
@iv = 1
p defined?(@iv)
p defined?($gl)
$gl = 1
p defined?($gl)
def m; end
p defined?(m)
p defined?(NOPE)
p defined?("s".upcase)
p defined?(3 + 3)
p defined?(nil), defined?(true), defined?(self)
unless defined?(CONFIG)
  CONFIG = "set"
end
p CONFIG
p defined?(CONFIG)
