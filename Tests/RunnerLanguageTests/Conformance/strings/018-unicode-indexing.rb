s = "héllo wörld"
p s.size, s.length, s.bytesize
p s =~ /w/
p s.index("ö"), s[7], s[0, 5], s[-5..]
p s.upcase, s.capitalize, s.reverse
e = "😀ab"
p e.size, e.index("b"), e[1], e =~ /a/
m = e.match(/b/)
p m.begin(0)
p "日本語".chars, "日本語".center(7, "*")
p "naïve café".split(" ").map(&:capitalize)
p "über".ljust(6, ".") + "|"
p "a😀b".scan(/./)
