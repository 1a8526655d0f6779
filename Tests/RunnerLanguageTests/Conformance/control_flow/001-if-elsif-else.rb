def classify(n)
  if n < 0
    "negative"
  elsif n == 0
    "zero"
  elsif n < 10
    "small"
  else
    "large"
  end
end
[-5, 0, 3, 42].each { |n| puts classify(n) }
x = if false then 1 end
p x
y = if true then :yes else :no end
p y
if nil
  puts "never"
else
  puts "nil is falsy"
end
