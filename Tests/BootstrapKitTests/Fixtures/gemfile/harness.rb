# Runs a Rails application template's Gemfile actions with the real Rails 6.1 generator actions
# (Rails::Generators::Actions over Thor), without the rest of `rails new`.
# Usage: ruby harness.rb DESTINATION_DIR TEMPLATE.rb
require "rails/generators"
require "rails/generators/actions"

class GemfileHarness < Thor::Group
  include Thor::Actions
  include Rails::Generators::Actions
  def self.source_root
    Dir.pwd
  end
end

destination, template = ARGV
harness = GemfileHarness.new([], { quiet: true }, destination_root: destination)
harness.instance_eval(File.read(template), template)
