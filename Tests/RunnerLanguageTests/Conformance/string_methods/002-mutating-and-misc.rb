s = "hello"
p s.upcase!, s
p s.upcase!
t = " x "
t.strip!
p t
u = "aaa"
u.gsub!("a", "b")
p u
p "abc".each_char.to_a
p "aaabbb".squeeze
p "Hello".casecmp?("hello")
p "hello"[1..3], "hello".slice(0, 2)
p "a".succ, "az".next
p "title".prepend(">> ")
p "x".concat("y", "z")
p "hello world".delete_prefix("hello ").delete_suffix("ld")
p "CSV, Data".downcase.split(",").map(&:strip)
p "a-b_c d".tr("-_", "  ")
p "abc".between?("abb", "abd")
p "12".rjust(4, "0")
p "x".frozen?, "x".dup.frozen?
p "Hello World".downcase.tr(" ", "_")
p "a".ord, 98.chr
p "ab" < "b", "B" < "a"
