def minmax(list)
  return nil if list.empty?
  return list.min, list.max
end
p minmax([3, 1, 2])
lo, hi = minmax([5, 9])
p lo, hi
p minmax([])
def early(x)
  if x > 0
    return "positive"
  end
  "non-positive"
end
p early(1), early(-1)
def implicit
  42
end
p implicit
def none; end
p none
def bare_return
  return
end
p bare_return
def returns_array = [1, 2]
a, b = returns_array
p a + b
