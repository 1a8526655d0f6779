# The `gem` calls config/gems.yml stands for, in its order (name, versions, group, require, rest).
gem 'faker'
gem 'rspec-rails', group: [:test, :development]
gem 'factory_girl_rails', '~> 4.8', group: [:test, :development]
gem 'simplecov', group: [:test], require: false
gem 'capybara', '>= 3.26', '< 4', group: [:test]
gem 'redis', '~> 3.2'
gem 'hiredis', '0.6'
gem 'oj', '3'
gem 'quoted', '1.0'
gem 'puma', git: 'https://github.com/puma/puma.git', branch: 'master'
gem 'rails_fork', github: 'rails/rails', tag: 'v6.1.0'
gem 'local_gem', path: 'vendor/local_gem'
gem 'pinned', git: 'https://example.com/pinned.git', ref: 'abc123'
gem 'wintz', platforms: [:mingw, :mswin]
gem 'private_gem', require: 'private/gem', source: 'https://gems.example.com'
gem 'ordered', '>= 1', group: [:development], require: false, platforms: [:mri]
gem 'pry'
gem 'awesome_print'
