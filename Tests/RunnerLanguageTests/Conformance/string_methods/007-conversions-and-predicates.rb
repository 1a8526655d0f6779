p "3 apples".to_i, "0x1A".hex, "1e3".to_f, "".to_i
p 65.chr, "abc".bytes.first
p "Ruby".upcase.start_with?("RU")
p "a".upto("e").to_a
p "snake_case_name".split("_").map.with_index { |w, i| i.zero? ? w : w.capitalize }.join
p "hello world".each_char.select { |c| "aeiou".include?(c) }.size
p "ab".each_char.with_index.map { |c, i| c * (i + 1) }
p "Hello"[0].downcase + "Hello"[1..]
p "%-8s|" % "ab"
p "tEST".capitalize, "ÉCOLE".downcase
