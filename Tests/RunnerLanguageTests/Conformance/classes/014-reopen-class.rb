# Reopening a template's own class adds methods; later definitions replace earlier ones.
class Builder
  def initialize
    @parts = []
  end

  def add(part)
    @parts << part
    self
  end
end

class Builder
  def build
    @parts.join(" ")
  end

  def add(part)
    @parts << part.to_s.upcase
    self
  end
end

puts Builder.new.add(:a).add("b").build
puts Builder.instance_methods(false).sort.inspect
