def twice
  yield 1
  yield 2
end
twice { |x| puts "got #{x}" }
def with_value
  r = yield
  "block said #{r}"
end
p with_value { 5 }
def pass_many
  yield 1, 2, 3
end
pass_many { |a, b| p [a, b] }
pass_many { |a, *rest| p rest }
def maybe
  block_given? ? yield : "no block"
end
p maybe, maybe { "block" }
def each_pair_of(h)
  h.each { |k, v| yield k, v }
end
each_pair_of(a: 1) { |k, v| p [k, v] }
def yield_array
  yield [1, 2]
end
yield_array { |a, b| p [a, b] }
yield_array { |a| p a }
def yield_with_parens = yield(10, 20)
p yield_with_parens { |x, y| x + y }
