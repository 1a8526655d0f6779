def environment(data = nil, options = {})
  data = yield if block_given?
  target = options[:env] ? "config/environments/#{options[:env]}.rb" : "config/application.rb"
  puts "#{target}: #{data}"
end
def file(path, content = nil, &block)
  content = block.call if block
  puts "create #{path} (#{content.lines.size} lines)"
end
def gsub_file(path, pattern, replacement = nil, &block)
  text = "# gem 'sqlite3'\ngem 'rails'\n"
  result = block ? text.gsub(pattern, &block) : text.gsub(pattern, replacement)
  puts "#{path}:"
  print result
end
environment 'config.time_zone = "UTC"'
environment 'config.action_mailer.delivery_method = :letter_opener', env: "development"
environment(nil, env: "production") { "config.force_ssl = true" }
file "config/initializers/app.rb", <<~RUBY
  APP_NAME = "demo"
  APP_VERSION = "1.0"
RUBY
file("README.md") { "# Demo\n" }
gsub_file "Gemfile", /^# (gem 'sqlite3')/, '\1'
gsub_file("Gemfile", /gem '(\w+)'/) { |m| m.upcase }
