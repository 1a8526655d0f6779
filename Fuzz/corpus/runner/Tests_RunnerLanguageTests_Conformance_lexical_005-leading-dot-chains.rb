result = [3, 1, 2]
  .sort
  .map { |x| x * 10 }
  .reverse
p result
name = "  Hello World  "
  .strip
  .downcase
puts name
words = %w[a b c]
  # a comment between the lines of a chain
  .map(&:upcase)
p words
maybe = nil
  &.upcase
p maybe
