p format("%d items", 3)
p format("%05.2f", 3.14159)
p format("%-5s|", "ab")
p format("%5s|", "ab")
p format("%x %o %b", 255, 8, 5)
p format("%s and %p", "str", "str")
p format("%%")
p format("%+d", 5)
p format("%.3e", 12345.678)
p "%s-%s" % ["a", "b"]
p "%.1f%%" % 99.5
p "%{name} is %{age}" % { name: "Al", age: 3 }
p format("%<x>.2f", x: 1.5)
p format("%03d", 7)
p format("%-10s%s", "key", "value")
p "%c" % 65
p sprintf("%d", 42)
p format("%.2f", 2.675), format("%.0f", 0.5), format("%.0f", 1.5)
p format("%s", nil), format("%s", [1, 2]), format("%s", :sym)
p format("%d", 3.99)
p "%05s" % "ab"
p "%-+5d|" % 3
