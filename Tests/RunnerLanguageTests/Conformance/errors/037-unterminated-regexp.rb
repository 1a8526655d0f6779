puts "x"
pattern = /abc
