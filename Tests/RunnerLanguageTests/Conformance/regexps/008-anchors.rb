text = "first line\nsecond line\nthird"
p text.scan(/^\w+/)
p text.scan(/\w+$/)
p text =~ /\Asecond/
p text =~ /\Afirst/
p text =~ /third\z/
p text =~ /line\z/
p "abc\n" =~ /c\z/
p "abc\n" =~ /c\Z/
p text =~ /^second/
p text.lines.select { |l| l =~ /line$/ }.size
p "gem 'rails'\ngem 'pg'" =~ /^gem 'pg'$/
