# extend self and module_function make module methods callable on the module.
module Text
  extend self

  def shout(s)
    s.upcase + "!"
  end
end

module Numbers
  module_function

  def double(n)
    n * 2
  end

  def quadruple(n)
    double(double(n))
  end
end

module Paths
  def self.join(*parts)
    parts.join("/")
  end

  def tidy(p)
    p.squeeze("/")
  end
  module_function :tidy
end

puts Text.shout("hi")
puts Numbers.double(4)
puts Numbers.quadruple(3)
puts Paths.join("a", "b")
puts Paths.tidy("a//b")
