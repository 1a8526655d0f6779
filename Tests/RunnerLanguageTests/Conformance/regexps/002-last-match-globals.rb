if "key=value" =~ /(\w+)=(\w+)/
  puts $1
  puts $2
  p $~[0]
end
"version 1.2.3" =~ /(\d+)\.(\d+)\.(\d+)/
p [$1, $2, $3].map(&:to_i)
p "nothing" =~ /(x)/
p $1
p $~
"abc".match(/(b)/)
p $1
