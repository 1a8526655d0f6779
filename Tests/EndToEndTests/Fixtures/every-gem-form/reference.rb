# The same gems as config.yml, as Rails template calls: record.sh runs this through real Rails 6.1
# to produce Gemfile.expected.
gem 'acts_as_api'
gem 'redis', '~> 3.2'
gem 'rails_version', '4.8'
gem 'factory_girl_rails', '~> 4.8', group: [:test, :development]
gem 'simplecov', group: [:test], require: false
gem 'capybara', '>= 3.26', '< 4', group: [:test]
gem 'puma', git: 'https://github.com/puma/puma.git', branch: 'master'
gem 'rubocop', group: [:development], require: false, platforms: [:mri, :mingw]
gem 'faker'
gem 'pry'
