if "hello world" =~ /wor/
  puts "matched at #{$~.begin(0)}"
end
p "abc" =~ /c/
p "abc" =~ /z/
p "abc" !~ /z/
p "abc" !~ /a/
p(/b/ =~ "abc")
m = "John Smith".match(/(\w+) (\w+)/)
p m[0], m[1], m[2]
p m.pre_match, m.post_match
p "x".match(/y/)
p "Ruby".match?(/ru/i)
p m
