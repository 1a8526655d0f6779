parts = []
parts << "line one"
parts << "line two"
text = parts.join("\n") + "\n"
print text
buffer = +""
buffer << "a" << "b"
buffer.concat("c")
p buffer
p "x" * 0, "ab" * 2
p ["a", "b"].sum("")
s = "start"
s += " middle"
s << " end"
p s
csv = [%w[a b], %w[c d]].map { |row| row.join(",") }.join("\n")
puts csv
