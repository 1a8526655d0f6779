%w[a b].each do |x|
  puts x
