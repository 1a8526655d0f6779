# Every name of Rails' generator that bootstrap supports beyond the actions other recordings cover
# (exercise/record.sh runs it under real Rails 6.1; RailsSurfaceTests under bootstrap). Values are
# printed with `p`; files go under surface/.
def source_paths
  [__dir__] + Array(super)
end

puts "-- the generator's state"
%i[@app_name @original_app_name @app_const_base @app_const @behavior @args @extra_entries @indentation
   @after_bundle_callbacks].each { |name| p [name, instance_variable_get(name)] }
p [:@options, @options.to_h.reject { |key, _| %w[ruby template].include?(key) }]
p [:shell, shell.class.name, @shell.class.name]
p [:args, args, behavior, parent_options]
p [:app, app_name, original_app_name, app_const_base, camelized]
p [:source_paths, source_paths.size, source_paths.first == __dir__]

puts "-- questions of options"
%i[bundle_install? webpack_install? depends_on_system_test? spring_install? depend_on_listen? depend_on_bootsnap?
   os_supports_listen_out_of_the_box? keeps? sqlite3? skip_dev_gems? skip_active_storage? skip_action_mailbox?
   skip_action_text? include_all_railties?].each { |name| p [name, send(name)] }
p [:comment_if, comment_if(:skip_spring), comment_if(:keeps), comment_if(:api), comment_if(:no_such_option)]

puts "-- the database and the Gemfile's entries"
p gem_for_database, gem_for_database("postgresql"), gem_for_database("mysql"), gem_for_database("oracle"), gem_for_database("other")
p convert_database_option_for_jruby
%i[rails_gemfile_entry database_gemfile_entry web_server_gemfile_entry assets_gemfile_entry webpacker_gemfile_entry
   javascript_gemfile_entry jbuilder_gemfile_entry psych_gemfile_entry cable_gemfile_entry].each { |name| p send(name) }
p gemfile_entry("faker", "~> 2.0") == self
gemfile_entry "devise", github: "heartcombo/devise"
gemfile_entry "local_gem", path: "vendor/local_gem"
p @extra_entries
add_gem_entry_filter { |entry| entry.name != "jbuilder" }
add_gem_entry_filter { |entry| !entry.name.start_with?("r") }
p gemfile_entries.map { |entry| [entry.name, entry.version, entry.comment, entry.options, entry.commented_out] }
p rails_version_specifier(Gem::Version.new("6.1.7")), rails_version_specifier(Gem::Version.new("6.1.7.10")),
  rails_version_specifier(Gem::Version.new("7.0.0.rc1")), rails_version_specifier(Gem::Version.new("6.1.7.2.1"))

puts "-- Rails' private helpers"
p quote("plain"), quote("it's"), quote(:sym), quote(42), quote(nil), quote(a: "x", b: 1, c: "it's")
p extify("rake"), optimize_indentation("  a\n    b\n", 4), optimize_indentation(:sym)
p indentation
with_indentation do
  p indentation
  with_indentation { p indentation }
end
p indent("one\n\ntwo\n"), indent("x", 4), namespace, namespaced?

puts "-- questions (answered on standard input under Rails, with --set under bootstrap)"
p ask("Your name?"), yes?("Sure?"), no?("Nope?"), ask("Color?", default: "red")

puts "-- a .tt file reads the generator's instance variables and helpers"
template "ivars.txt.tt", "surface/ivars.txt"

puts "-- Rails' own app templates, after the template's folder"
p File.basename(find_in_source_paths("db/seeds.rb")), File.basename(find_in_source_paths("surface.rb"))
copy_file "db/seeds.rb", "surface/seeds.rb"
template "config/boot.rb", "surface/boot.rb"
p shebang, [defined_app_const_base, defined_app_const_base?]
begin
  p defined_app_name
rescue NoMethodError => e
  p e.class
end

puts "-- Thor's shell"
p terminal_width
print_in_columns %w[alpha beta gamma delta epsilon zeta eta theta iota kappa]
print_in_columns []
print_wrapped "The quick brown fox jumps over the lazy dog and keeps running past the farm until night falls.", indent: 4
print_wrapped "Two\n\nparagraphs here."
with_padding do
  say_status :padded, "one level deeper"
  say "said while padded"
end
shell.say_status :via, "the shell object"
shell.say "said through the shell"
say_error "an error said"
error "an error written"
p file_collision("surface/none.txt")

puts "-- Thor's actions"
empty_directory_with_keep_file "surface/kept"
keep_file "surface/also_kept"
create_file "surface/list.txt", "first"
append_file_with_newline "surface/list.txt", "second"
append_file_with_newline "surface/list.txt", "third", verbose: false
add_link "surface/link.txt", "list.txt"
p relative_to_original_destination_root(File.join(destination_root, "app", "x.rb")),
  relative_to_original_destination_root(File.join(destination_root, "app"), false),
  relative_to_original_destination_root("/elsewhere/x")
inside "surface" do
  p relative_to_original_destination_root(destination_root)
end

puts "-- commands"
execute_command :rake, "db:migrate"
execute_command :rails, "db:seed", env: "test"
bundle_command "config set --local path vendor/bundle"
bundle_command "exec rspec", "CI" => "1"
generate_bundler_binstub
run_webpack
thor :install, "spec", force: true, name: "x"
copy_file "script.rb", "surface/script.rb"
run_ruby_script "surface/script.rb"
after_bundle { puts "after bundle, run now" }
run_after_bundle_callbacks

puts "-- attributes"
self.args = ["extra"]
self.parent_options = { verbose: true }
p [args, parent_options]
self.rails_template = "other.rb"
p rails_template
self.app_path = "elsewhere"
p app_path
self.options = options.merge(skip_keeps: true, added: 1)
p [options[:skip_keeps], options[:added], keeps?]
keep_file "surface/not_kept"

say "-- end"
