# method_missing, respond_to_missing? and define_method.
class Config
  def initialize(values)
    @values = values
  end

  def method_missing(name, *args)
    key = name.to_s
    return @values[key] if @values.key?(key)
    super
  end

  def respond_to_missing?(name, include_private = false)
    @values.key?(name.to_s) || super
  end

  %w[alpha beta].each do |word|
    define_method("#{word}?") { @values.key?(word) }
  end
end

c = Config.new("host" => "localhost", "alpha" => 1)
puts c.host
puts c.alpha?
puts c.beta?
begin
  c.missing_key
rescue NoMethodError => e
  puts e.class
end
