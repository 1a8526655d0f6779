# Every action's status lines, as Rails 6.1 prints them (record.sh records them from real Rails).
create_file "notes/a.txt", "one\n"
create_file "notes/a.txt", "one\n"
create_file "notes/a.txt", "two\n", force: true
create_file "notes/a.txt", "three\n", skip: true
create_file "notes/quiet.txt", "quiet\n", verbose: false
add_file "notes/b.txt" do
  "block\n"
end
copy_file "source.txt", "notes/copied.txt"
copy_file "source.txt", "notes/copied.txt"
template "page.txt.tt", "notes/page.txt"
empty_directory "notes/empty"
empty_directory "notes/empty"
directory "tree", "notes/tree"
chmod "notes/a.txt", 0755
remove_file "notes/b.txt"
remove_file "notes/missing.txt"
remove_dir "notes/empty"
gsub_file "README.md", "README", "Read me"
gsub_file "README.md", "no such text", "x"
gsub_file "README.md", "quiet", "x", verbose: false
comment_lines "notes/a.txt", /two/
uncomment_lines "notes/a.txt", /two/
inject_into_file "README.md", "after the title\n", after: "# Read me\n"
insert_into_file "README.md", "before the title\n", before: "# Read me"
inject_into_file "README.md", "never\n", after: "no such anchor"
inject_into_file "README.md", "after the title\n", after: "# Read me\n"
append_to_file "README.md", "the end\n"
prepend_to_file "README.md", "the start\n"
append_to_file "README.md", "after the start\n", after: "the start\n"
append_file "README.md", "appended again\n"
prepend_file "README.md", "prepended again\n"
gem "rspec"
gem "rspec-rails", "~> 5.0"
gem "pry", ">= 0.1", "< 2", group: :development
gem "devise", git: "https://github.com/heartcombo/devise"
gem "bcrypt", version: "~> 3.1"
gem_group :test do
  gem "shoulda-matchers"
end
gem_group :development, :test do
  gem "factory_bot_rails"
end
github "rails/rails" do
  gem "activestorage"
end
add_source "https://gems.example.com"
add_source "https://gems2.example.com" do
  gem "private_gem"
end
environment "config.x.one = 1"
environment "config.x.two = 2", env: "production"
application do
  "config.x.three = 3"
end
initializer "a.rb", "A = 1"
lib "b.rb", "B = 1"
vendor "c.rb", "C = 1"
rakefile "d.rake", "task :d"
route "root to: 'home#index'"
route "resources :users", namespace: :admin
# Again: Thor's InjectIntoFile finds its text already there (verbose: false, yet a red line).
route "root to: 'home#index'"
environment "config.x.one = 1"
readme "README_TEMPLATE"
say "plain text"
say "green text", :green
say "no newline "
say "then this"
say_status :custom, "a message"
say_status :custom, "a red message", :red
say_status :multi, "first line\nsecond line"
run "echo run output"
run "echo quiet run", verbose: false
run "echo captured", capture: true
inside "notes" do
  run "echo inside notes"
end
inside "notes", verbose: true do
  run "echo verbose inside"
  create_file "in.txt", "in\n"
end
in_root do
  run "echo in root"
end
git :init
git add: ".", commit: "-m 'first commit'"
rake "db:migrate"
rake "db:migrate", env: "production"
rails_command "db:seed"
generate :model, "post", "title:string"
generate "controller", "home index"
apply "nested.rb"
after_bundle do
  run "echo after bundle"
end
