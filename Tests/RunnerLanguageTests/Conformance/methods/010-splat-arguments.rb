def sum(*nums) = nums.sum
p sum, sum(1), sum(1, 2, 3)
args = [4, 5]
p sum(*args), sum(1, *args, 6)
def three(a, b, c) = [a, b, c]
p three(*[1, 2, 3])
p three(1, *[2, 3])
def head_tail(first, *rest, last)
  [first, rest, last]
end
p head_tail(1, 2), head_tail(1, 2, 3, 4)
def splat_inspect(*a) = a
p splat_inspect(*"x"), splat_inspect(*nil), splat_inspect(*[nil])
