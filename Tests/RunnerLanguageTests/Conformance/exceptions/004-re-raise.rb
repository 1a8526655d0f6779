begin
  begin
    raise "original"
  rescue => e
    puts "logging #{e.message}"
    raise
  end
rescue => e2
  puts "outer #{e2.message}"
end
begin
  begin
    raise KeyError, "k"
  rescue => e
    raise e
  end
rescue KeyError => e
  puts "re-raised #{e.class}"
end
begin
  begin
    1 / 0
  rescue ZeroDivisionError
    raise ArgumentError, "converted"
  end
rescue => e
  puts "#{e.class}: #{e.message}"
end
