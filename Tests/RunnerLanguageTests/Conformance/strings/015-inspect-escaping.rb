p "she said \"hi\""
p 'it\'s'
p "tab\tnew\nline"
p "back\\slash"
p '#{not}'
p "#"
p "a#b"
p "#a"
p "$x @y"
p "\e"
p "é"
p "\r\n"
p ""
