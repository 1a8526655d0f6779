def show(x = nil)
  "#{x.inspect} block=#{block_given?}"
end
puts show [1, 2].map { |v| v * 2 }
r = show [1, 2].first do |v|
  v * 2
end
puts r
p [1, 2].map { |v| v + 1 }.sum
total = [1, 2].sum do |v|
  v * 100
end
p total
