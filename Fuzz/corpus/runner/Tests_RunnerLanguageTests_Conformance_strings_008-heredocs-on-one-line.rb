def pair(a, b)
  a + "--\n" + b
end
print pair(<<~A, <<~B)
  first
A
  second
B
list = [<<-ONE, <<-TWO]
  one
  ONE
  two
  TWO
p list
h = { a: <<~X.strip, b: <<~Y.strip }
  ex
X
  why
Y
p h
