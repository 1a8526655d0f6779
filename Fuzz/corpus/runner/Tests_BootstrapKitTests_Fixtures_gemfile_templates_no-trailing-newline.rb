gem 'faker'
