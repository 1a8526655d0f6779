def double(x) = x * 2
p send(:double, 4)
p [1, 2].map(&method(:double))
m = method(:double)
p m.call(5)
p "abc".respond_to?(:upcase), 5.respond_to?(:upcase)
p "abc".send(:upcase), [3, 1].public_send(:sort)
p __method__.inspect
def who = __method__
p who
p 5.is_a?(Integer), 5.is_a?(Numeric), "x".instance_of?(String), nil.is_a?(NilClass)
p 5.class, "x".class, nil.class, [].class, {}.class, (1..2).class, :s.class, 1.5.class, true.class
p 5.class.name, "x".class.to_s
