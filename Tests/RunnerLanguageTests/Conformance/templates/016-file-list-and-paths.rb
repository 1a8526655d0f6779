files = {
  "app/models/user.rb" => "class User\nend\n",
  "config/initializers/x.rb" => "# x\n",
  "README.md" => "# Readme\n",
}
files.each do |path, body|
  dir = path.include?("/") ? path.split("/")[0..-2].join("/") : "."
  ext = path[/\.\w+\z/]
  puts format("%-28s %-22s %-4s %d", path, dir, ext, body.lines.size)
end
ruby_files = files.keys.select { |f| f.end_with?(".rb") }
p ruby_files.map { |f| f.split("/").last.sub(/\.rb\z/, "").camelize }
