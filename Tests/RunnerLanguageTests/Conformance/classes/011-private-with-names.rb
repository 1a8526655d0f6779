# private :name, private def, and private attr_reader.
class Box
  def initialize(v)
    @v = v
  end

  def show
    "#{value}/#{helper}/#{secret}"
  end

  def value
    @v
  end
  private :value

  private def helper
    "h"
  end

  private attr_reader :v
  alias_method :secret, :v
end

box = Box.new(7)
puts box.show
[:value, :helper, :v].each do |m|
  begin
    box.public_send(m)
  rescue NoMethodError => e
    puts "#{m}: #{e.class}"
  end
end
