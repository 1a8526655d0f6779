# Class methods are inherited, super works in them, and extend adds module methods to a class.
module Describable
  def describe = "#{name} (#{kind})"
end

class Base
  extend Describable

  def self.kind = "base"

  def self.create(*args)
    new(*args)
  end

  attr_reader :args

  def initialize(*args)
    @args = args
  end
end

class Special < Base
  def self.kind = "special/" + super
end

puts Base.describe
puts Special.describe
p Special.create(1, 2).args
puts Special.create.class
puts Special.respond_to?(:describe)
