raw = <<~'EOS'
  no #{interpolation} here
  backslash \n stays
EOS
print raw
raw2 = <<-'X'
  #{a}
  X
print raw2
raw3 = <<'Y'
\t
Y
p raw3
