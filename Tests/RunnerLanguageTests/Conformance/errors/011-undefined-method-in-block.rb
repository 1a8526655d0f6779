%w[a b].each do |name|
  puts name.shout
end
