def a
  puts "a start"
  b
  puts "a end (not reached)"
ensure
  puts "a ensure"
end
def b
  raise "from b"
ensure
  puts "b ensure"
end
begin
  a
rescue => e
  puts "caught: #{e.message}"
end
def loop_with_ensure
  [1, 2, 3].each do |i|
    begin
      return i if i == 2
    ensure
      puts "ensure #{i}"
    end
  end
end
p loop_with_ensure
