puts "tab\there"
puts "newline\nnext"
puts "quote \" and backslash \\"
puts 'single \' quote and \\ backslash and \n stays'
puts "unicode \u00e9 and \u{1F600}".size
p "a\tb"
p 'a\tb'
puts "\x41\101"
puts "hash \# not interpolation"
puts "dollar $x and at @y"
puts "space\sescape"
p "\e[1m"
p "nul\0byte".size
