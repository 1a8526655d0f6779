# Module constants, Helpers::X, nested modules and lexical lookup.
module Helpers
  VERSION = "1.2"
  DEFAULTS = { color: "red" }.freeze

  module Inner
    LIMIT = 3

    def self.describe
      "#{VERSION} limit #{LIMIT}"
    end
  end

  def self.version
    VERSION
  end
end

puts Helpers::VERSION
puts Helpers::Inner::LIMIT
puts Helpers::Inner.describe
puts Helpers.version
puts Helpers::DEFAULTS[:color]
puts Helpers::Inner.name
puts Helpers.class
puts Helpers::Inner.class
puts defined?(Helpers::VERSION)
p defined?(Helpers::NOPE)
