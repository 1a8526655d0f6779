ORIGINAL_GEMFILE = <<~GEMFILE
  source "https://rubygems.org"
  gem 'rails', '~> 6.1.7'
  gem "puma", ">= 5.0"
  gem 'bootsnap', require: false
  gem "sqlite3"
GEMFILE

def gemfile_requirement(name)
  req = ORIGINAL_GEMFILE[/gem\s+['"]#{name}['"]\s*(,[><~= \t\d\.\w'"]*)?.*$/, 1]
  req && req.gsub("'", %(")).strip.sub(/^,\s*"/, ', "')
end

%w[rails puma bootsnap sqlite3 missing].each do |name|
  p [name, gemfile_requirement(name)]
end

RAILS_REQUIREMENT = "~> 6.1.0"
prompt = "This template requires Rails #{RAILS_REQUIREMENT}. "\
         "You are using 6.1.7. Continue anyway?"
puts prompt
@preexisting_git_repo ||= (false || :nope)
p @preexisting_git_repo == true
p ORIGINAL_GEMFILE =~ /^\s*gem ['"]puma['"]/, ORIGINAL_GEMFILE =~ /^\s*gem ['"]devise['"]/
