def down(n) = down(n + 1)
begin
  down(0)
rescue SystemStackError => e
  p e.class
end
begin
  raise "anything"
rescue Exception => e
  p e.class
end
