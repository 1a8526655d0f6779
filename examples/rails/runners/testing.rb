# RSpec instead of Minitest, with factories, fake data, matchers and coverage. Each method below
# is called right after its gem is added to the Gemfile.

def rspec_rails_callback
  # Commands: the generator needs the gem installed, so bundle first. Both run with --allow-run;
  # with --no-run they are skipped, and the app must already hold spec/rails_helper.rb.
  run_bundle
  generate 'rspec:install'

  application <<-RUBY
    config.generators do |g|
      g.test_framework :rspec, fixtures: true, view_specs: false, helper_specs: false
      g.fixture_replacement :factory_girl, dir: 'spec/factories'
    end
  RUBY
end

def factory_girl_rails_callback
  template 'templates/factory_girl.rb.tt', 'spec/support/factory_girl.rb'
  inject_into_file 'spec/rails_helper.rb', after: "require 'rspec/rails'" do <<-RUBY

require 'support/factory_girl'
  RUBY
  end
end

def shoulda_matchers_callback
  append_to_file 'spec/rails_helper.rb', <<~RUBY

    Shoulda::Matchers.configure do |config|
      config.integrate do |with|
        with.test_framework :rspec
        with.library :rails
      end
    end
  RUBY
end

# SimpleCov must start before any application code is loaded: first thing in spec_helper.rb.
def simplecov_callback
  prepend_to_file 'spec/spec_helper.rb', <<~RUBY
    require 'simplecov'
    SimpleCov.start 'rails'

  RUBY
end
