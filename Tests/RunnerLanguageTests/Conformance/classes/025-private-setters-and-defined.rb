# self.x = v reaches a private writer; defined? sees the object's own methods and variables.
class Meter
  def initialize
    self.reading = 0
    self.reading += 5
  end

  def report
    [defined?(reading), defined?(@reading), defined?(nothing_here), defined?(@@nothing)].inspect
  end

  def value = reading

  private

  attr_accessor :reading
end

m = Meter.new
puts m.value
puts m.report
begin
  m.reading = 1
rescue NoMethodError => e
  puts e.class
end
