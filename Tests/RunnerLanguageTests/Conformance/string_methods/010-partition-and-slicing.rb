p "key=value=x".partition("=")
p "key=value=x".rpartition("=")
p "no separator".partition("=")
p "a,b,,".split(",", -1), "a b c".split(" ", 2)
p "hello world".index(/o/), "hello world".index("o", 5)
s = "version 12 and 34"
s[/\d+/] = "N"
p s
t = "abcdef"
p t.slice!(1..2), t
p "abc".insert(1, "X"), "hello".delete("lo")
p "a1b2c3".tr("^0-9", ""), "aaa  bbb".squeeze(" ")
p "one\ntwo\n".lines(chomp: true), "one\ntwo".each_line.map(&:chomp)
p "Hello World".swapcase, "hello"[1..-2], "hello"[-3, 2]
p "path/to/file.rb".split("/").last.split(".").first
