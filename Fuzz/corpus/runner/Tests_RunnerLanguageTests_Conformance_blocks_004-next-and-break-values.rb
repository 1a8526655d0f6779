r = [1, 2, 3].map do |x|
  next "skip" if x == 2
  x * 10
end
p r
found = [5, 6, 7].each do |x|
  break x if x > 5
end
p found
p [1, 2].each { |x| x }
l = lambda { |x| next x * 2 }
p l.call(3)
def yielder
  v = yield
  "yield gave #{v.inspect}"
end
p yielder { next 7 }
p yielder { break 8 }
p [1, 2, 3].select { |x| next true if x == 1; false }
