begin
  raise "boom"
rescue => e
  p e.class
  p e.message
end
begin
  raise ArgumentError, "bad arg"
rescue ArgumentError => e
  puts "#{e.class}: #{e.message}"
end
begin
  raise ArgumentError
rescue => e
  p e.message
end
begin
  raise ArgumentError.new("built with new")
rescue => e
  p e.message
end
x = begin
  raise "y"
rescue
  "rescued without a variable"
end
p x
