# promise: a single-file template in the home folder reads nothing beside itself through scripts either: every File.read, File.exist?, Dir.glob and template of a sibling is refused or empty.
report = []
[
  -> { File.read(File.join(__dir__, ".ssh/id_ed25519")) },
  -> { File.read(File.join(__dir__, ".gitconfig")) },
  -> { File.read(File.join(__dir__, ".netrc")) },
  -> { File.read(File.expand_path("~/.gitconfig")) },
  -> { File.exist?(File.join(__dir__, ".ssh")) },
  -> { copy_file ".gitconfig", "g" },
  -> { template ".gitconfig", "g2" },
  -> { copy_file File.join(__dir__, ".config/gh/hosts.yml"), "h" },
  -> { directory ".ssh", "keys" },
  -> { FileUtils.cp(File.join(__dir__, ".gitconfig"), "g3") },
].each_with_index do |attempt, i|
  begin
    result = attempt.call
    report << "#{i}: NOT REFUSED #{result.inspect}"
  rescue => e
    report << "#{i}: refused"
  end
end
report << "glob: " + Dir.glob(File.join(__dir__, "*")).map { |p| File.basename(p) }.join(",")
report << "dotglob: " + Dir.glob(File.join(__dir__, ".*")).map { |p| File.basename(p) }.join(",")
report << "self: " + File.read(__FILE__).lines.first.strip[0, 10]
create_file "report.txt", report.join("\n") + "\n"
