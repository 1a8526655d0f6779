[[1, [2, 3]]].each { |a, (b, c)| p [a, b, c] }
{ a: 1 }.map { |k, v| p [k, v] }
[[1, 2]].each { |arr| p arr }
[[1, 2, 3]].each { |a, *rest| p rest }
def two_values
  yield 1, 2
end
two_values { |a, b = 5, c = 6| p [a, b, c] }
two_values { |a| p a }
two_values { |*all| p all }
[[1, 2]].each { |a, | p a }
{ x: [1, 2] }.each { |k, (first, second)| p [k, first, second] }
