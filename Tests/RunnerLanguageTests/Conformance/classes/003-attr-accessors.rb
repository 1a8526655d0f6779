# attr_reader, attr_writer, attr_accessor.
class Settings
  attr_accessor :host, :port
  attr_reader :token
  attr_writer :secret

  def initialize
    @token = "t0k"
    @port = 80
  end

  def secret_length
    @secret.to_s.length
  end
end

s = Settings.new
s.host = "example.com"
s.port += 8000
s.secret = "abcdef"
puts s.host
puts s.port
puts s.token
puts s.secret_length
puts s.respond_to?(:token)
puts s.respond_to?(:token=)
puts s.respond_to?(:secret=)
puts s.respond_to?(:secret)
