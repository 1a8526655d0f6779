# promise: credentials are never read from a template folder, wherever it is: .ssh, .git internals, .netrc, key names, in any case.
report = []
[".ssh/id_ed25519", ".SSH/config", ".git/config", ".netrc", "files/id_rsa", "files/deep/.aws", "files/../.git/config", "./.ssh/../.netrc"].each do |name|
  begin
    copy_file name, "copied/#{name.tr('/', '_')}"
    report << "#{name}: NOT REFUSED"
  rescue => e
    report << "#{name}: refused"
  end
  begin
    File.read(File.join(__dir__, name))
    report << "#{name} (File.read): NOT REFUSED"
  rescue => e
    report << "#{name} (File.read): refused"
  end
end
begin
  directory "files", "files"
  report << "directory: NOT REFUSED"
rescue => e
  report << "directory: #{e.message}"
end
copy_file "files/README.md", "README.md"
create_file "report.txt", report.join("\n") + "\n"
