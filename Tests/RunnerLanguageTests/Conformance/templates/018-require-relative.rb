require "json"
require_relative "support/helpers"
puts shared_gem_lines
p SHARED_GEMS.frozen?
p require_relative("support/helpers")
