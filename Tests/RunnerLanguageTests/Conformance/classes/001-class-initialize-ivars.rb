# A class with initialize, instance variables per object, and methods.
class Counter
  def initialize(start, step = 1)
    @count = start
    @step = step
  end

  def increment
    @count += @step
    self
  end

  def count
    @count
  end
end

a = Counter.new(1)
b = Counter.new(10, 5)
a.increment.increment
b.increment
puts a.count
puts b.count
puts a.class
puts a.class.name
puts Counter.name
p a.instance_variables
puts a.instance_variable_get(:@step)
