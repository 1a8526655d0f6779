# Names real Rails templates use besides the actions: FileUtils, File/IO writes and reads,
# links, Gem::Version, Rails::VERSION, at_exit, and the Thor actions inject_into_class,
# inject_into_module, create_link, print_table, set_color and log.
# Recorded with real Rails 6.1 by record.sh; every change stays under scripted/ and app/.
FileUtils.mkdir_p "scripted/deep/er"
puts FileUtils.mkdir_p(%w[scripted/a scripted/b]).inspect
puts FileUtils.touch("scripted/deep/er/.keep").inspect
puts File.write("scripted/notes.txt", "first\n")
File.open("scripted/notes.txt", "a") do |f|
  f.puts "second", ["third", "fourth"]
  f << "fifth" << "\n"
  f.print "sixth", "\n"
  puts f.write("seventh\n")
end
File.open("scripted/notes.txt") { |f| f.each_line { |line| print "line: ", line } }
puts File.readlines("scripted/notes.txt", chomp: true).length
puts IO.read("scripted/notes.txt").lines.last.inspect
puts IO.readlines("scripted/notes.txt").first.inspect
handle = File.open("scripted/open-close.txt", "w")
handle.write("written without a block\n")
handle.close
puts handle.closed?
puts File.read("scripted/open-close.txt").inspect
puts File.open("scripted/notes.txt", &:gets).inspect
puts FileUtils.cp("scripted/notes.txt", "scripted/a").inspect
puts FileUtils.cp("scripted/notes.txt", "scripted/copy.txt").inspect
puts FileUtils.cp_r("scripted/deep", "scripted/b").inspect
puts FileUtils.mv("scripted/copy.txt", "scripted/moved.txt").inspect
puts FileUtils.ln_s("moved.txt", "scripted/link-to-moved").inspect
puts File.symlink?("scripted/link-to-moved")
puts File.read("scripted/link-to-moved").lines.first.inspect
puts FileUtils.rm("scripted/a/notes.txt").inspect
puts FileUtils.rm_f("scripted/not-there").inspect
puts FileUtils.rm_rf("scripted/b/deep/er").inspect
puts File.delete("scripted/open-close.txt")
puts FileUtils.chmod(0755, "scripted/moved.txt").inspect
puts File.exist?("scripted/open-close.txt"), File.directory?("scripted/deep")
Dir.chdir("scripted/deep") { File.write("in-chdir.txt", "made inside Dir.chdir\n") }
begin
  FileUtils.rm("scripted/nothing")
rescue Errno::ENOENT => e
  puts "#{e.class}: #{e.message}"
end
begin
  File.write("scripted/no-folder/x.txt", "x")
rescue SystemCallError => e
  puts "#{e.class}: #{e.message}"
end

puts Gem::Version.new(Rails.version) >= Gem::Version.new("6.1")
puts Rails::VERSION::MAJOR, Rails::VERSION::MINOR, Rails.gem_version.segments.first(2).inspect
puts Rails::VERSION::STRING == Rails.version

create_file "app/models/user.rb", "class User < ApplicationRecord\nend\n"
create_file "app/helpers/tools.rb", "module Tools\n  VERSION = 1\nend\n"
inject_into_class "app/models/user.rb", "User", "  has_many :posts\n"
inject_into_class "app/models/user.rb", "User" do
  "  validates :name, presence: true\n"
end
inject_into_module "app/helpers/tools.rb", "Tools", "  def self.help; end\n"
create_link "scripted/link-to-notes", "notes.txt"
create_link "scripted/link-to-notes", "notes.txt"
print_table [["name", "version"], ["rails", 6], ["rspec-rails", "5.0.2"]]
print_table [["a", "b"], ["longer", "c"]], indent: 4
log "a message from log"
log :custom, "a status from log"
puts set_color("not coloured on a pipe", :red, :bold)

at_exit { puts "at_exit registered first" }
at_exit { puts "at_exit registered last" }
after_bundle { puts "after_bundle block" }
puts "end of template"
