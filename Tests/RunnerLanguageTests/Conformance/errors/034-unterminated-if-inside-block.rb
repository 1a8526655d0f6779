[1, 2].each do |n|
  if n > 1
    puts n
end
