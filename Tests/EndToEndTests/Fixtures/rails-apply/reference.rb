# The gems of config.yml that the skeleton does not declare, as Rails template calls
# (Rails itself would also append a second puma line; bootstrap never duplicates a gem).
gem 'rspec-rails', group: [:test, :development]
gem 'redis', '~> 4.0'
