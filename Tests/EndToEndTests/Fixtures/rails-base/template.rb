# examples/rails as the one .rb template `rails new myapp -m` runs: the runners of the example
# (RAILS_BASE_EXAMPLE) in bootstrap's run order, with its gems as `gem` calls — the calls of
# ../rails-example/rails_template.rb, read from there.
def source_paths
  [ENV.fetch("RAILS_BASE_EXAMPLE")]
end

def runner(block)
  path = File.join(ENV.fetch("RAILS_BASE_EXAMPLE"), "runners", "#{block}.rb")
  instance_eval(File.read(path), path)
end

calls = File.join(__dir__, "..", "rails-example", "rails_template.rb")
instance_eval(File.read(calls), calls)
