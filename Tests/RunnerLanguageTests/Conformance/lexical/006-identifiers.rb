def ready?
  true
end

def reset!
  "reset"
end

p ready?
puts reset!
empty = [].empty?
p empty
x = ready? ? "yes" : "no"
puts x
_under = 5
puts _under
camelCase = 1
puts camelCase
snake_case2 = 2
puts snake_case2
