unless 1 > 2
  puts "one is not greater"
end
unless true
  puts "never"
else
  puts "else branch of unless"
end
v = unless false then "value" end
p v
w = (unless true then "nope" end)
p w
