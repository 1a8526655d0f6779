# a full-line comment
x = 1 # trailing comment
puts x # prints 1
s = "not # a comment"
puts s
puts 'also # not a comment'
puts "#{x} # inside a string after interpolation"
  # an indented comment
puts "done"
