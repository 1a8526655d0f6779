kind = :a
case kind
when :a then puts "a"
when :b then puts "b"
