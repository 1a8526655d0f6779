# Applies a bootstrap template (config.yml + runners/) with Rails 6.1's own generator actions, in
# bootstrap's run order (docs/template-format.md), and prints the milliseconds spent inside that walk (Ruby's and Rails'
# boot excluded):
#
#   ruby bench/rails_driver.rb TEMPLATE_DIR PROJECT_DIR
#
# For each enabled block, in file order: the runner's top-level statements (instance_eval, as
# Thor's `apply` does), then for each gem `gem(name, *versions, group: [...], require: ..., ...)`
# followed by `<gem with - as _>_callback` when a runner defined it. Status lines go to /dev/null,
# as bootstrap's do in the benchmark.
require "yaml"
require "rails/generators"
require "rails/generators/rails/app/app_generator"

template_dir, project_dir = ARGV
abort "usage: rails_driver.rb TEMPLATE_DIR PROJECT_DIR" unless template_dir && project_dir
template_dir = File.expand_path(template_dir)
project_dir = File.expand_path(project_dir)

# What `rails app:template` builds: the app generator rooted at the existing project.
generator = Rails::Generators::AppGenerator.new([project_dir], {}, destination_root: project_dir)

# A config gem value as the arguments of Rails' `gem`: nil when the gem is skipped.
def gem_arguments(name, value)
  case value
  when true then [name]
  when false, nil then nil
  when String, Numeric then [name, value.to_s]
  when Hash
    options = {}
    versions = Array(value["version"]).map(&:to_s)
    if value.key?("group")
      groups = value["group"].is_a?(Array) ? value["group"] : value["group"].to_s.split(",")
      options[:group] = groups.map { |g| g.to_s.strip.to_sym }
    end
    options[:require] = value["require"] if value.key?("require")
    value.each { |key, option| options[key.to_sym] = option unless %w[version group require].include?(key) }
    options.empty? ? [name, *versions] : [name, *versions, options]
  end
end

config = YAML.load_file(File.join(template_dir, "config.yml"))
blocks = config.reject { |key, _| key.start_with?("_") }

stdout = $stdout
$stdout = File.open(File::NULL, "w")
started = Process.clock_gettime(Process::CLOCK_MONOTONIC)
blocks.each do |block, value|
  next if value == false || value.nil?
  runner = File.join(template_dir, "runners", "#{block}.rb")
  generator.instance_eval(File.read(runner), runner) if File.exist?(runner)
  gems = value.is_a?(Hash) ? (value["gems"] || {}) : {}
  gems = gems.map { |name| [name, true] }.to_h if gems.is_a?(Array)
  gems.each do |name, gem_value|
    arguments = gem_arguments(name.to_s, gem_value)
    next unless arguments
    generator.gem(*arguments)
    callback = "#{name.to_s.tr("-", "_")}_callback"
    generator.send(callback) if generator.respond_to?(callback, true)
  end
end
elapsed = Process.clock_gettime(Process::CLOCK_MONOTONIC) - started
$stdout = stdout
puts format("%.1f", elapsed * 1000)
