begin
  nil.foo
rescue NameError => e
  p e.class
end
begin
  raise "x"
rescue StandardError => e
  p e.class
end
[ZeroDivisionError, KeyError, ArgumentError, TypeError].each do |k|
  begin
    raise k, "m"
  rescue k => e
    p e.class
  end
end
begin
  undefined_local_here
rescue NoMethodError
  puts "not this one"
rescue NameError => e
  p e.class
end
begin
  [].fetch(5)
rescue IndexError => e
  p e.class
end
begin
  {}.fetch(:k)
rescue IndexError => e
  p [e.class, e.is_a?(StandardError)]
end
