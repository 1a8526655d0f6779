gems = { "devise" => nil, "pg" => "~> 1.1", "sidekiq" => ">= 6" }
lines = gems.map do |name, version|
  version ? %(gem "#{name}", "#{version}") : %(gem "#{name}")
end
puts lines
group = %w[rspec-rails factory_bot_rails]
puts "group :development, :test do"
group.each { |g| puts "  gem '#{g}'" }
puts "end"
