p format("%5.1f|%-6d|%s", 3.14159, 42, :x)
p "%s" % nil, "%d%%" % 50, "%08.3f" % -3.14159
p "%g" % 1234567.0, "%g" % 0.0001, "%g" % 100.0
p "%10.4s|" % "abcdefg", "% d" % 5, "%*d" % [5, 1]
p "%c" % "h", "%.2s" % "xyz"
p format("%#x", 255), format("%08b", 5), format("%.10g", 1.0 / 3)
p format("%-8s|%8s|", "left", "right")
p format("%3d|%-3d|%03d", 5, 5, 5)
p format("%.3f", 1), format("%d", 1e3), format("%f", 1)
p format("%s=%p", "k", nil)
