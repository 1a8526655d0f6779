a = 1; b = 2; puts a + b
puts "x"; puts "y"
def f; 42; end
puts f
if a == 1 then puts "then" end
x = 5;
puts x
[1, 2].each { |i| print i; print "," }
puts
