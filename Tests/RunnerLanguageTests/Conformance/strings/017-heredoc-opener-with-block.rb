<<~EOS.lines.each_with_index do |line, i|
  alpha
  beta
EOS
  puts "#{i}: #{line}"
end
result = [<<~A, "middle", <<~B].map(&:strip).join(" | ")
  first
A
  last
B
puts result
puts(<<~X.upcase + <<~Y)
  one
X
  two
Y
