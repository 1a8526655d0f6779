a = [1, 2]
puts "#{a.map { |x| "{#{x}}" }.join(", ")}"
puts "#{"#{"#{"deep"}"}"}"
puts "#{a.map do |x| x * 2 end.sum}"
puts "x#{'}'}y"
puts "#{a.size > 1 ? "many: #{a.join("|")}" : "one"}"
h = { "k" => "v" }
puts "#{h["k"]}-#{h.fetch("x") { "}" }}"
puts "#{
  a.sum
}"
puts "#{a.first}#{a.last}" "#{a.size}"
