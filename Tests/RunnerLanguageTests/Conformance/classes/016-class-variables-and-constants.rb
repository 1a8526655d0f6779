# Class variables shared with subclasses, and constants looked up through ancestors.
class Base
  @@created = 0
  LABEL = "base"

  def initialize
    @@created += 1
  end

  def self.created
    @@created
  end

  def label
    LABEL
  end
end

class Child < Base
  def child_label
    "child of #{LABEL}"
  end
end

Base.new
Child.new
Child.new
puts Base.created
puts Child.created
puts Child.new.child_label
puts Child::LABEL
puts Base.class_variable_get(:@@created)
