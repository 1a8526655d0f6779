begin
  raise ArgumentError, "inspect me"
rescue => e
  p e
  puts e.inspect
  puts e
  puts "#{e}"
  p e.message.class
end
begin
  raise "plain"
rescue => e
  p e
end
