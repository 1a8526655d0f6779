def gem(name, *args, **opts)
  parts = [name.inspect, *args.map(&:inspect)] + opts.map { |k, v| "#{k}: #{v.inspect}" }
  puts "Gemfile    gem #{parts.join(", ")}"
end
def gem_group(*groups)
  puts "Gemfile    group #{groups.map(&:inspect).join(", ")} do"
  yield
  puts "Gemfile    end"
end
def inject_into_file(path, content = nil, after: nil, before: nil)
  content = yield if block_given?
  anchor = after ? "after #{after.inspect}" : "before #{before.inspect}"
  puts "insert     #{path} (#{anchor})"
  print content.gsub(/^/, "  | ")
end
def yes?(question) = question.include?("RSpec")

gem "devise", "~> 4.8"
gem "pg", require: false
gem_group :development, :test do
  gem "rspec-rails"
  gem "factory_bot_rails" if yes?("Use RSpec?")
end
inject_into_file "config/application.rb", after: "class Application < Rails::Application\n" do <<-'RUBY'
    config.generators do |g|
      g.test_framework :rspec
    end
  RUBY
end
inject_into_file "app/models/user.rb", <<~RUBY, before: /^end/
  has_many :posts
RUBY
