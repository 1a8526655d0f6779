# Class.new and Module.new, named by the constant they are assigned to.
TimeoutError = Class.new(StandardError)
Greeter = Class.new do
  def hello = "hello from #{self.class.name}"
end
Tools = Module.new do
  def self.version = "2"
end

begin
  raise TimeoutError, "too slow"
rescue TimeoutError => e
  puts "#{e.class}: #{e.message}"
end
puts Greeter.new.hello
puts Tools.version
puts TimeoutError.superclass
puts TimeoutError.name
