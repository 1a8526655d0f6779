def check(v)
  raise ArgumentError, "value must be positive, got #{v}" if v <= 0
  v
end
[3, -1].each do |v|
  puts check(v)
rescue ArgumentError => e
  puts "error: #{e.message}"
end
def fail_with(msg) = raise(msg)
begin
  fail_with("custom #{1 + 1}")
rescue RuntimeError => e
  p e.message
  p e.is_a?(StandardError)
end
