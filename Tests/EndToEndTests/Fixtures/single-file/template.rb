# A plain Rails-style template (no config): scripts read the template folder and the project.
create_file "notes.txt", File.read("#{__dir__}/data/note.txt")
create_file "list.txt", Dir.glob("#{__dir__}/data/*.txt").map { |f| File.basename(f) }.join(",") + "\n"
create_file "in-project.txt", Dir.glob("*.txt").join(",") + "\n"
create_file "exists.txt", "#{File.exist?('notes.txt')} #{File.directory?("#{__dir__}/data")} #{File.exist?('nope')}\n"
inside "lib" do
  create_file "a.rb", "# a\n"
  create_file "seen.txt", Dir.glob("*.rb").inspect + "\n"
end
