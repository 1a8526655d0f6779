s = <<~EOS.strip
  padded

EOS
p s
lines = <<~EOS.lines.map(&:chomp)
  a
  b
EOS
p lines
up = <<~EOS.upcase.split("\n")
  x
  y
EOS
p up
n = <<~EOS.size
  12345
EOS
p n
