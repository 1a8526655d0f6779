# Inheritance, super with and without arguments, and implicit arguments.
class Animal
  attr_reader :name

  def initialize(name)
    @name = name
  end

  def speak(loud = false)
    loud ? "#{name.upcase}!" : "..."
  end

  def describe
    "#{self.class.name.downcase} #{name}"
  end
end

class Dog < Animal
  def initialize(name, breed)
    super(name)
    @breed = breed
  end

  def speak(loud = false)
    "Woof " + super
  end

  def describe
    super() + " (#{@breed})"
  end
end

d = Dog.new("rex", "beagle")
puts d.speak
puts d.speak(true)
puts d.describe
puts Dog.superclass
puts d.is_a?(Animal)
puts d.kind_of?(Dog)
puts d.instance_of?(Animal)
puts d.instance_of?(Dog)
puts Dog < Animal
puts Dog.ancestors.first(2).inspect
