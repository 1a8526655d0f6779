module Helpers
  VERSION = "1"
end

puts Helpers::VERSION
puts Helpers::RELEASE
