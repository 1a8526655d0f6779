# An object that refers to itself inspects without looping, as Ruby prints it.
class Node
  attr_accessor :name, :parent

  def initialize(name) = @name = name
end

root = Node.new("root")
root.parent = root
p root
child = Node.new("child")
child.parent = root
p child
Pair = Struct.new(:left, :right)
pair = Pair.new(1)
pair.right = pair
p pair
