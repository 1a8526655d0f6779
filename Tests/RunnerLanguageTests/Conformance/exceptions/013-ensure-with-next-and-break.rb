[1, 2, 3].each do |i|
  begin
    next if i == 1
    break if i == 3
    puts "body #{i}"
  ensure
    puts "ensure #{i}"
  end
end
def with_ensure
  yield
ensure
  puts "method ensure"
end
r = [1, 2].each do |x|
  with_ensure { break x * 100 }
end
p r
v = loop do
  begin
    break "broke"
  ensure
    puts "loop ensure"
  end
end
p v
