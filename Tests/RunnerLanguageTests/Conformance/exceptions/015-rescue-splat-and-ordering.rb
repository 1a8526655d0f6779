ERRORS = [KeyError, ZeroDivisionError]
def try
  yield
rescue *ERRORS => e
  "listed: #{e.class}"
rescue ArgumentError, TypeError => e
  "pair: #{e.class}"
rescue => e
  "fallback: #{e.class}"
end
puts try { {}.fetch(:x) }
puts try { 1 / 0 }
puts try { raise TypeError, "t" }
puts try { raise "plain" }
puts try { :ok }
begin
  begin
    raise "first"
  ensure
    puts "ensure before propagation"
  end
rescue => e
  puts "got #{e.message}"
end
