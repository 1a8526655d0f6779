h = { name: "x", "str": 1, :old => 2 }
p h
p h.keys.map(&:class)
p :a.to_s.upcase.to_sym
puts :sym
puts "#{:interp}"
p [:b, :a, :c].sort
p %w[x y].map(&:to_sym)
p h.key?(:str), h.key?("str")
s = "dyn"
p :"#{s}amic"
p :sym.inspect, :sym.to_s
p :a.size, :a.empty?, :"".empty?
