# def self.x, class << self, and class-level instance variables.
class Registry
  @items = []

  def self.register(item)
    @items << item
    item
  end

  class << self
    attr_reader :items

    def count
      items.size
    end

    def reset!
      @items = []
    end
  end
end

Registry.register(:a)
Registry.register("b")
p Registry.items
puts Registry.count
Registry.reset!
puts Registry.count
puts Registry.respond_to?(:register)
