# gem_group, github and add_source, nested as a template may nest them.
gem 'acts_as_api'
gem_group :development, :test do
  gem 'rspec-rails'
  gem 'pry', require: false
end
github 'rails/rails', branch: 'main' do
  gem 'activesupport'
  gem_group :test do
    gem 'minitest'
  end
end
add_source 'https://gems.example.com'
add_source 'https://gems.example.com'
add_source 'https://other.example.com' do
  gem 'private_gem'
end
gem_group :production, optional: true do
  gem 'pg', '~> 1.2'
end
gem_group :development do
  github 'user/tools' do
    gem 'tool', require: false
  end
end
