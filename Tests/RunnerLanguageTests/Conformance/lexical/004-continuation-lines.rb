total = 1 +
  2 +
  3
puts total
list = [
  1,
  2,
]
p list
h = { a: 1,
      b: 2 }
p h
long = "abc" \
  "def"
puts long
x = 10 \
  - 3
puts x
ok = true &&
  false
p ok
either = nil ||
  "fallback"
p either
puts(1,
     2)
call = [3, 1, 2].sort.
  first
p call
