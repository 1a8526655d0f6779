gemfile = <<~G
  source "https://rubygems.org"
  gem "rails", "~> 6.1"
  # gem "redis"
  gem "puma"
G
edited = gemfile.sub(/^# gem "redis"/, 'gem "redis"')
edited = edited.gsub(/^gem "(\w+)"$/) { %(gem "#{$1}", require: false) }
print edited
p gemfile.lines.count { |l| l.start_with?("gem") }
p gemfile.include?('gem "puma"')
after = gemfile.sub(/(gem "rails".*\n)/) { "#{$1}gem \"bootsnap\"\n" }
print after
