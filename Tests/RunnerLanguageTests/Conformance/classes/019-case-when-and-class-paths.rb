# Template classes in case/when and rescue lists, classes named by path, and self::Name.
module Shapes
  class Circle
    def initialize(r) = @r = r
    attr_reader :r
  end
end

class Shapes::Square
  def initialize(side) = @side = side
  def area = @side * @side
end

module Registry
  class self::Entry
    def label = "entry"
  end
end

def describe(shape)
  case shape
  when Shapes::Circle then "circle #{shape.r}"
  when Shapes::Square then "square #{shape.area}"
  else "unknown"
  end
end

puts describe(Shapes::Circle.new(2))
puts describe(Shapes::Square.new(3))
puts describe(42)
puts Shapes::Square.name
puts Registry::Entry.new.label
puts Registry::Entry.name
puts Shapes::Circle === Shapes::Circle.new(1)
