# Block-local variables with no parameters (`|;t|`) and in lambdas (`->(x; y)`), and a block given
# to `[]` (`table[key] { … }`).
t = :outer
[1, 2].each { |;t| t = :inner; p t }
p t
[3].each do |x; y|
  y = x * 2
  p y
end
double = ->(x; y) { y = x * 2; y }
p double.(21)
p(defined?(y))

class Table
  def [](key, &block)
    block ? block.call(key) : key
  end
end

table = Table.new
p(table[:plain])
p(table[:braces] { |k| "#{k}!" })
p(table[:words] do |k| k.to_s.upcase end)
