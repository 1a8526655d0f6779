p "snake_case_word".gsub(/_(\w)/) { $1.upcase }
p "x1y2".gsub(/\d/) { |d| (d.to_i * 2).to_s }
p "hello".gsub(/l/) { |m| m.upcase }
p "a-b".sub(/(\w)-(\w)/) { "#{$2}-#{$1}" }
p "price: 10".sub(/\d+/) { |n| (n.to_i * 2).to_s }
s = "mutate me"
s.gsub!(/m/, "M")
p s
t = "unchanged"
p t.sub!(/zzz/, "y")
p t
words = "one two three"
p words.gsub(/\w+/) { |w| w.length.to_s }
