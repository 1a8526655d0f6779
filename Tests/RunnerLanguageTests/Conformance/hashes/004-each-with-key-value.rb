h = { a: 1, b: 2 }
h.each { |k, v| puts "#{k}=#{v}" }
h.each_pair do |key, value|
  puts "#{key.inspect} => #{value}"
end
h.each { |pair| p pair }
h.each_with_index { |(k, v), i| puts "#{i}: #{k} #{v}" }
p h.map { |k, v| "#{k}:#{v}" }
p h.each_with_object({}) { |(k, v), memo| memo[v] = k }
p h.to_a
p h.select { |k, v| v > 1 }
p h.reject { |k, v| v > 1 }
p h.find { |k, v| v == 2 }
p h.count { |k, v| v.odd? }
p h.sum { |k, v| v }
p h.any? { |k, v| v > 1 }, h.all? { |k, v| v > 1 }
h.each_key { |k| print k, " " }
puts
h.each_value { |v| print v, " " }
puts
