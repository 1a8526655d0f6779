# require of a template file by path loads it once; the module it defines is usable after.
require "rubygems"
require File.join(File.dirname(__FILE__), "support/generator_actions")
require File.join(File.dirname(__FILE__), "support/generator_actions")

include Toolkit::Actions
puts announce("ready")
puts Toolkit::Actions.instance_methods.inspect
