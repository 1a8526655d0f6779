def pair(a, b) = "#{a.strip}+#{b.strip}"
x = pair(<<~A, "inline") + "!"
  from heredoc
A
p x
y = [<<~ONE.strip, 2].first
  one
ONE
p y
z = <<~EOS.gsub("a", "A").
  banana
EOS
  strip
p z
call = <<~EOS.lines.map(&:strip).reject(&:empty?).join(",")
  a

  b
EOS
p call
