# Methods and constants defined here are used by later runners.
require_relative "../support/naming"
GREETING = "Hello"

def banner(name, excited: false)
  text = "#{GREETING}, #{name}"
  excited ? "#{text}!" : text
end

def rubocop_callback
  create_file ".rubocop.yml", "AllCops:\n  NewCops: enable\n"
end
