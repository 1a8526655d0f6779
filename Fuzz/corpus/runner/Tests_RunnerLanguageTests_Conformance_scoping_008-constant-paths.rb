require "json"
p File::SEPARATOR
p ::File.basename("a/b.rb"), ::JSON.generate([1])
p Float::INFINITY > 10**15, Float::EPSILON < 0.001
p JSON::ParserError.name
LIMITS = { max: 3 }.freeze
DEFAULT_MAX = LIMITS[:max] * 2
p DEFAULT_MAX, ::DEFAULT_MAX
def limit = ::LIMITS.fetch(:max)
p limit
