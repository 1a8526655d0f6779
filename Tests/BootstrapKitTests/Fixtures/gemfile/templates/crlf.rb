gem 'faker'
gem_group :test do
  gem 'capybara'
end
