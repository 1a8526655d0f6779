require "active_support/all"
require "rails/generators"
require "rails/generators/app_name"
class Probe
  include Rails::Generators::AppName
  def initialize(root); @root = root; end
  def destination_root; @root; end
end
ARGV.each do |n|
  p = Probe.new("/x/#{n}")
  puts [n, p.send(:original_app_name), p.send(:app_name), p.send(:app_const_base), p.send(:app_const)].join("|")
end
