def each_twice(list)
  list.each do |x|
    yield x
    yield x
  end
end
out = []
each_twice([1, 2]) { |v| out << v }
p out
def wrap(prefix)
  %w[a b].map { |s| yield("#{prefix}#{s}") }
end
p wrap("x-") { |s| s.upcase }
def with_index_pairs(list)
  list.each_with_index.map { |v, i| yield v, i }
end
p with_index_pairs(%w[a b]) { |v, i| "#{i}=#{v}" }
