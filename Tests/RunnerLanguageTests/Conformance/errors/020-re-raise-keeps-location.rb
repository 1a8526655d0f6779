begin
  raise "original problem"
rescue => e
  puts "cleaning up"
  raise
end
