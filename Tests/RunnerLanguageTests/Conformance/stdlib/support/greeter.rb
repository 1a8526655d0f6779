module Greeter
  def self.hello = "hello from greeter"
end
