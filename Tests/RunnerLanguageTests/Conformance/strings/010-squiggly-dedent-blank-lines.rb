text = <<~EOS
    four

  two

      six
EOS
p text
blank_ws = <<~EOS
  a
      
  b
EOS
p blank_ws
short_ws = <<~EOS
    a
 
    b
EOS
p short_ws
trailing = <<~EOS
  a


EOS
p trailing
