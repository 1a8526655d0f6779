# Struct.new with members, a block of methods, equality, to_a/to_h and keyword_init.
Point = Struct.new(:x, :y) do
  def distance_squared
    x * x + y * y
  end

  def to_s
    "(#{x}, #{y})"
  end
end

a = Point.new(3, 4)
b = Point.new(3, 4)
puts a.distance_squared
puts a == b
puts a.equal?(b)
p a.to_a
p a.to_h
puts a
p a
a.x = 10
puts a.x
puts a[1]
puts a[:x]
p Point.members
p Point.new(1)
Option = Struct.new(:name, :default, keyword_init: true)
o = Option.new(name: "db", default: "sqlite")
puts o.name
puts o.default
p o
