def gem_group(*names)
  puts "group #{names.map(&:inspect).join(", ")} do"
  @in_group = true
  yield
  @in_group = false
  puts "end"
end
def gem(name, *versions)
  prefix = @in_group ? "  " : ""
  puts "#{prefix}gem #{[name, *versions].map(&:inspect).join(", ")}"
end
gem "rails", "~> 6.1"
gem_group :development, :test do
  gem "rspec-rails"
  gem "pry"
end
gem "puma"
