p "hello".gsub(/l/, '<\0>')
p "hello".gsub(/(l)/, '<\1>')
p "john smith".sub(/(?<first>\w+) (?<last>\w+)/, '\k<last> \k<first>')
p "a.b".gsub(".", '\0\0')
p "x".gsub(/x/, '\\\\')
p "path".gsub(/a/, "\\\\a")
p "cost".sub(/o/, "$1")
p "ab".gsub(/(a)(b)/) { "#{$2}#{$1}" }
p "snake_case".gsub(/_([a-z])/) { |m| m[1].upcase }
