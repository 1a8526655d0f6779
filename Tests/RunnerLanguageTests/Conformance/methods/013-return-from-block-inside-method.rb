def find_first_even(list)
  list.each { |x| return x if x.even? }
  nil
end
p find_first_even([1, 3, 4, 5]), find_first_even([1])
def search(h)
  h.each do |k, v|
    return k if v == :target
  end
  :none
end
p search(a: 1, b: :target), search({})
def loop_return
  loop do
    return "out of loop"
  end
end
p loop_return
