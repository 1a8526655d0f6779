s = "  Hello, World  "
p s.strip, s.lstrip, s.rstrip
p "hello".upcase, "HELLO".downcase, "hello world".capitalize, "Hello".swapcase
p "a,b,,c".split(","), "a b  c".split, "abc".split(""), "a,b".split(",", 2), "a,b,,".split(",")
p "hello".include?("ell"), "hello".start_with?("he"), "hello".end_with?("lo", "x")
p "hello".sub("l", "L"), "hello".tr("el", "ip"), "hello".delete("l")
p "line\n".chomp, "line".chomp, "path/".chomp("/"), "abc".chop
p "hello".size, "hello".length, "".empty?, " ".empty?
p "hello".reverse, "hello".chars.first(2)
p "a\nb\n".lines, "a\nb".each_line.to_a
p "42".to_i, "3.5".to_f, "x".to_sym, 12.to_s
p "hello" * 2
p "hello".index("l"), "hello".rindex("l"), "hello".index("z")
p "hi".center(6, "*"), "hi".ljust(5, ".") + "|", "hi".rjust(5)
p "Hello World".count("o")
p "hello world".split.map(&:capitalize).join(" ")
