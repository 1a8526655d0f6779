# Rails application template in the style of public templates
# (jumpstart, rails-templates, suspenders): everything a real one does.

=begin
Usage: rails new myapp -m rails_template.rb
=end

RAILS_REQUIREMENT = "~> 6.1.0".freeze

def source_paths
  [__dir__] + Array(super)
end

def assert_minimum_rails_version
  requirement = Gem::Requirement.new(RAILS_REQUIREMENT)
  rails_version = Gem::Version.new(Rails::VERSION::STRING)
  return if requirement.satisfied_by?(rails_version)

  prompt = "This template requires Rails #{RAILS_REQUIREMENT}. "\
           "You are using #{rails_version}. Continue anyway?"
  exit 1 if no?(prompt)
end

def add_gems
  gem 'devise', '~> 4.8', '>= 4.8.1'
  gem 'sidekiq', '~> 6.2'
  gem "name_of_person", github: "basecamp/name_of_person"
  gem 'friendly_id', :require => false
  gem_group :development, :test do
    gem 'rspec-rails'
    gem "factory_bot_rails", require: false
  end
end

def set_application_name
  environment "config.application_name = Rails.application.class.module_parent_name"
  puts "You can change application name inside: ./config/application.rb"
end

def add_users
  generate "devise:install"
  environment "config.action_mailer.default_url_options = { host: 'localhost', port: 3000 }",
              env: 'development'
  route "root to: 'home#index'"
  generate :devise, "User", "first_name", "last_name", "admin:boolean"

  in_root do
    migration = Dir.glob("db/migrate/*").max_by { |f| File.mtime(f) }
    gsub_file migration, /:admin, default: false/, ":admin, default: false, null: false"
  end

  inject_into_file "app/models/user.rb", after: "class User < ApplicationRecord\n" do <<-RUBY
  has_person_name
  RUBY
  end
end

def add_sidekiq
  environment "config.active_job.queue_adapter = :sidekiq"

  insert_into_file "config/routes.rb",
    "require 'sidekiq/web'\n\n",
    before: "Rails.application.routes.draw do"

  content = <<~RUBY
    authenticate :user, lambda { |u| u.admin? } do
      mount Sidekiq::Web => '/sidekiq'
    end
  RUBY
  insert_into_file "config/routes.rb", "#{content}\n\n", after: "Rails.application.routes.draw do\n"
end

def copy_templates
  remove_file "app/assets/stylesheets/application.css"
  copy_file "Procfile"
  copy_file "Procfile.dev"
  directory "app", force: true
  directory "config", force: true
end

def add_readme
  create_file "README.md", <<~MARKDOWN.strip, force: true
    # #{app_name.titleize}

    Run `bin/setup` then `bin/dev`.
  MARKDOWN
end

def stop_spring
  run "spring stop" if File.exist?("bin/spring")
end

def configure_generators
  initializer "generators.rb", <<-CODE.strip_heredoc
    Rails.application.config.generators do |g|
      g.test_framework :rspec, fixtures: false
      g.helper false
    end
  CODE
end

def add_environment_variables
  %w[development test].each do |env|
    append_to_file ".env.#{env}", "DATABASE_URL=postgres://localhost/#{app_name}_#{env}\n"
  end
  append_to_file ".gitignore", <<~IGNORE
    /.env*
    !/.env.example
  IGNORE
end

# Main setup
assert_minimum_rails_version
add_gems

after_bundle do
  stop_spring
  set_application_name
  add_users
  add_sidekiq
  copy_templates
  add_readme
  configure_generators
  add_environment_variables

  if yes?("Add a health check route?")
    route "get '/up', to: proc { [200, {}, ['ok']] }"
  end

  options = { force: true, verbose: false }
  case ENV.fetch("DB", "postgres")
  when "mysql" then say "Using MySQL", :yellow
  when "sqlite", "sqlite3"
    say "Using SQLite"
  else
    say "Using PostgreSQL", :green
  end

  begin
    rails_command "db:create", abort_on_failure: true
    rails_command "db:migrate"
  rescue StandardError => e
    say "Database setup failed: #{e.message}", :red
  end

  unless options[:skip_git]
    git :init
    git add: "."
    git commit: %Q{ -m 'Initial commit' }
  end

  say
  say "App successfully created!", :blue
  say
  say "To get started with your new app:", :green
  say "  cd #{app_name}"
  say "  bin/dev" unless ENV["CI"]
end
