# self in a class body, in class methods and in instance methods.
class Widget
  puts self
  puts self.class

  def self.kind
    self
  end

  def me
    self
  end

  def same?(other)
    equal?(other)
  end
end

w = Widget.new
puts Widget.kind
puts w.me.equal?(w)
puts w.same?(w)
puts w.same?(Widget.new)
puts self
