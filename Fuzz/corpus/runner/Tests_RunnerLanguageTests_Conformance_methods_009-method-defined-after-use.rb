def main
  helper("x") + second
end

def helper(s)
  s.upcase
end

def second = "-two"

puts main
def uses_later = later_defined
def later_defined = "later"
puts uses_later
