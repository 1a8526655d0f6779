def kind(x)
  case x
  when 1 then "one"
  when 2, 3 then "two or three"
  when "a", "b"
    "letter"
  when :sym then "symbol"
  when nil then "nil"
  else "other"
  end
end
[1, 2, 3, "a", "b", :sym, nil, 4.5].each { |x| puts kind(x) }
r = case 5
    when 1 then :one
    end
p r
