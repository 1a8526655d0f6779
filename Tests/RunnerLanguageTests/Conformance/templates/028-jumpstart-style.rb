CALLS = []
def gem(name, *options) = CALLS << ["gem", name, *options]
def route(text) = CALLS << ["route", text]
def generate(what, *args) = CALLS << ["generate", what.to_s, *args]
def environment(text, env: nil) = CALLS << ["environment", text, env].compact
def in_root
  CALLS << ["in_root"]
  yield
end
def gsub_file(path, pattern, replacement) = CALLS << ["gsub_file", path, pattern.source, replacement]
def gem_exists?(name) = "gem 'rails'\n" =~ /^\s*gem ['"]#{name}['"]/
def add_gem(name, *options)
  gem(name, *options) unless gem_exists?(name)
end

add_gem 'rails', '~> 6.1'
add_gem 'devise', '~> 4.9'
add_gem 'friendly_id', '~> 5.5'
route "root to: 'home#index'"
generate "devise:install"
environment "config.action_mailer.default_url_options = { host: 'localhost', port: 3000 }", env: 'development'
generate :devise, "User", "first_name", "admin:boolean"
in_root do
  migration = %w[db/migrate/1_a.rb db/migrate/22_b.rb].max_by{ |f| f.size }
  gsub_file migration, /:admin/, ":admin, default: false"
end
CALLS.each { |call| puts call.map(&:to_s).join(" | ") }
