@features = ["fast", "safe"]
@version = "1.0"
template "README.md.tt"
template "README.md.tt", "docs/README.md"
directory "app_tree", "app"
copy_file "greeting.txt", "shout.txt" do |content|
  content.upcase
end
gsub_file "settings.rb", /setting = (\d+)/, 'setting = \1\1'
gsub_file "settings.rb", /name = "(\w+)"/ do |match|
  match.sub("old", "new")
end
create_file "computed.txt" do
  "#{app_name} #{@version}\n"
end
