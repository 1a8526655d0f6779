# Loaded into every Ruby process of RailsBaseTests (RUBYOPT=-r…), on both sides alike: stands in
# for what needs gems the machine lacks. `bundle …` does nothing; `rails generate rspec:install`
# (through PATH's rails or the app's bin/rails) writes what rspec-rails 5.0.2's generator writes,
# taken from the tests' Rails skeleton; any other generator does nothing. `rails new` runs for real.
program = File.basename($PROGRAM_NAME)
if program == "bundle"
  exit 0
elsif program == "rails" && ARGV.first == "generate"
  if ARGV[1] == "rspec:install"
    skeleton = ENV.fetch("RAILS_BASE_SKELETON")
    [".rspec", "spec/rails_helper.rb", "spec/spec_helper.rb"].each do |file|
      Dir.mkdir(File.dirname(file)) unless File.directory?(File.dirname(file))
      File.write(file, File.read(File.join(skeleton, file)))
    end
  end
  exit 0
end
