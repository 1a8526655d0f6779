x = <<EOS
  as is
EOS
p x
y = <<"QUOTED"
q #{1 + 1}
QUOTED
p y
z = <<EOS + "tail"
body
EOS
p z
