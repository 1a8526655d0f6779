p "a1b22c333".scan(/\d+/)
p "k1=v1;k2=v2".scan(/(\w+)=(\w+)/)
"a-b-c".scan(/\w/) { |c| print c.upcase }
puts
p "no".scan(/x/)
p "The Cat sat".scan(/[A-Z]\w+/)
p "aaa".scan(/a*/)
count = 0
"x1y2z3".scan(/(\w)(\d)/) { |letter, digit| count += digit.to_i }
p count
