# include Comparable (built on <=>) and Enumerable (built on each) in a template class.
class Version
  include Comparable
  attr_reader :parts

  def initialize(text) = @parts = text.split(".").map(&:to_i)
  def <=>(other) = parts <=> other.parts
  def to_s = parts.join(".")
end

class Playlist
  include Enumerable

  def initialize(*songs) = @songs = songs
  def each(&block)
    @songs.each(&block)
    self
  end
end

versions = %w[1.10.0 1.2.3 1.2.10].map { |v| Version.new(v) }
puts versions.sort.join(" ")
puts versions.max
puts Version.new("2.0") > Version.new("1.9")
puts Version.new("1.0") == Version.new("1.0")
puts Version.new("1.5").between?(Version.new("1.0"), Version.new("2.0"))
puts versions.include?(Version.new("1.2.3"))
puts Version.include?(Comparable)
list = Playlist.new("b-side", "anthem", "coda")
p list.map(&:upcase)
p list.sort
p list.select { |s| s.include?("a") }
puts list.count
puts list.first
p list.each_with_index.to_a
puts list.is_a?(Enumerable)
p Version.ancestors.first(2)
