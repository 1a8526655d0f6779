# Locals in every scope Ruby has: blocks, multiple assignment, rescue, for, parameters.
files, count = %w[a.txt b.txt], 0
files.each_with_index do |file, index|
  count += index
  create_file "notes/#{file}", "#{banner(module_title)} #{count}\n"
end
for name in %w[c d]
  create_file "notes/#{name}.txt"
end
puts name
first, *rest = files
say "#{first} and #{rest.size} more"
begin
  Integer("x")
rescue ArgumentError => e
  say "not a number: #{e.message}"
end
double = ->(n) { n * 2 }
say double.call(count)
template "templates/app/README.md.tt", "README.md"
template "#{TEMPLATE_PATH}/templates/app/README.md", "DOC.md"
copy_file File.join(TEMPLATE_PATH, "templates", "app", "VERSION"), "VERSION"
inside "docs" do
  create_file "index.md", banner("docs", excited: true)
end
puts "optional" if defined?(undefined_helper)
append_to_file "README.md", "\nMore.\n", force: true
