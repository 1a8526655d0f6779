# User-defined exception classes: raise and rescue by class, message, hierarchy.
class AppError < StandardError; end
class ConfigError < AppError
  def initialize(msg = "bad configuration")
    super
  end
end

class KeyMissing < AppError
  attr_reader :key

  def initialize(key)
    @key = key
    super("missing #{key}")
  end
end

begin
  raise ConfigError
rescue AppError => e
  puts e.class
  puts e.message
  puts e.is_a?(StandardError)
end

begin
  raise ConfigError, "port is not a number"
rescue ConfigError => e
  puts e.message
end

begin
  raise KeyMissing.new(:token)
rescue StandardError => e
  puts e.message
  puts e.key
end

def risky
  raise AppError, "plain"
rescue ConfigError
  puts "not here"
end

begin
  risky
rescue => e
  puts "#{e.class}: #{e.message}"
end
puts ConfigError.ancestors.include?(AppError)
puts ConfigError.superclass
