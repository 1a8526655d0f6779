# examples/rails as one plain Rails template: the same runners, in bootstrap's run order (docs/template-format.md), with
# each enabled gem of config.yml written as the `gem` call it stands for. record.sh runs it through
# real Rails 6.1 (harness.rb) on a copy of Tests/Fixtures/rails-skeleton to record expected/.
runner 'rvm'
runner 'git'
# heroku: false — a disabled block runs nothing.
runner 'testing'
gem 'rspec-rails', group: [:test, :development]
rspec_rails_callback
gem 'factory_girl_rails', '~> 4.8', group: [:test, :development]
factory_girl_rails_callback
gem 'faker'
gem 'shoulda-matchers', '>= 4.0', '< 6', group: [:test]
shoulda_matchers_callback
gem 'simplecov', group: [:test], require: false
simplecov_callback
# spring-commands-rspec: false — a disabled gem is not added.
runner 'documentation'
gem 'yard'
yard_callback
gem 'redcarpet'
runner 'deploy'
# puma: ~> 5.0 is already in the skeleton's Gemfile: bootstrap reports it identical, where Rails
# would append a second, duplicate line; so it is not called here.
gem 'lograge', '0.12.0'
lograge_callback
gem 'capistrano-rails', '~> 1.6', group: [:development], require: false
capistrano_rails_callback
gem 'capistrano3-puma', group: [:development], require: false, github: 'seuros/capistrano-puma'
capistrano3_puma_callback
