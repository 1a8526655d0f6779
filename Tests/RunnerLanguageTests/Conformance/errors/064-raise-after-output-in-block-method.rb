def each_step
  yield 1
  yield 2
end
each_step do |n|
  puts n
  raise ArgumentError, "step #{n} failed" if n == 2
end
