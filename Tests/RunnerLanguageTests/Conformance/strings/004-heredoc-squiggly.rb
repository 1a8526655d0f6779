text = <<~EOS
  first
    indented
  last
EOS
print text
name = "app"
print <<~TXT
  Hello #{name}
  Bye
TXT
p <<~ONE
  single line
ONE
