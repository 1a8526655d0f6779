# include a module into a class: its methods become instance methods; is_a? sees the module.
module Greeting
  def greet
    "Hello, #{name}"
  end

  def to_s
    "greeter #{name}"
  end
end

class Person
  include Greeting
  attr_reader :name

  def initialize(name)
    @name = name
  end

  def greet
    super + "!"
  end
end

person = Person.new("Ada")
puts person.greet
puts person.to_s
puts "#{person}"
puts person.is_a?(Greeting)
puts Person.include?(Greeting)
puts Person.ancestors.first(2).inspect
