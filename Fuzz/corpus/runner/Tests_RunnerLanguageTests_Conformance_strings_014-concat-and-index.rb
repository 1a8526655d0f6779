p "a" + "b"
p "ab" * 3
p "abc" "def"
s = "x"
s += "y"
s << "z"
p s
p "a" == "a", "a".eql?("a"), "a" <=> "b", "b" <=> "a"
p "abc"[0], "abc"[1..], "abc"[-1], "abc"[0, 2], "abc"[5], "abc"[1...-1]
p "hello world"["world"], "hello"["xyz"]
t = "hello"
t[0] = "J"
p t
