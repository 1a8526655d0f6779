# define_method with parameters, send with a computed name, and instance_variable_set.
class Flags
  %i[debug verbose].each do |flag|
    define_method("#{flag}!") do |value = true|
      instance_variable_set("@#{flag}", value)
      self
    end

    define_method("#{flag}?") { instance_variable_get("@#{flag}") == true }
  end
end

f = Flags.new
f.debug!
puts f.debug?
puts f.verbose?
f.send(:verbose!, false)
puts f.verbose?
p f.instance_variables
puts Flags.instance_methods(false).sort.inspect
puts Flags.method_defined?(:debug!)
