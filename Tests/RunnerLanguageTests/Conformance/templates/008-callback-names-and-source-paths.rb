def after_gem(name)
  callback = "#{name.tr('-', '_')}_callback"
  puts "would call #{callback}"
end
%w[devise rspec-rails].each { |g| after_gem(g) }
def source_paths
  ["templates"] + ["shared"]
end
p source_paths
def devise_callback
  "devise installed"
end
p defined?(devise_callback)
p defined?(rspec_rails_callback)
