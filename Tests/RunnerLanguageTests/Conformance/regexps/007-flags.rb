p "HELLO" =~ /hello/i
p "a\nb" =~ /a.b/
p "a\nb" =~ /a.b/m
re = /
  (\d+)   # digits
  \s*     # space
  (\w+)   # word
/x
p "12 apples".match(re).captures
p(/abc/i.source)
p %r{/path/(\w+)}.match("/path/xyz")[1]
p %r{a/b}i
p(/a\/b/)
p "Mixed Case" =~ /CASE/i
p "ab\ncd".scan(/b.c/m)
