def describe(x)
  case x
  when 0..9 then "digit"
  when 10...100 then "two digits"
  when /^\d+$/ then "numeric string #{$~[0]}"
  when /^[a-z]+$/i then "word"
  when Integer then "big integer"
  when Float then "float"
  when String then "other string"
  when Array, Hash then "collection"
  when Symbol then "symbol"
  when NilClass then "nil"
  else "something else"
  end
end
[5, 42, 1000, "123", "Hello", "hi there", 1.5, [1], { a: 1 }, :s, nil, true].each do |x|
  puts "#{x.inspect}: #{describe(x)}"
end
