# RVM reads the Ruby version and the gemset from these two files when you cd into the project.
create_file ".ruby-version", "ruby-#{RUBY_VERSION}\n"
create_file ".ruby-gemset", "#{app_name}\n"

# Creating the gemset is a command: it runs with --allow-run and is skipped with --no-run.
run "rvm use #{RUBY_VERSION}@#{app_name} --create"
