# promise: gen in a runner takes a module template by path only from inside the template folder: a path with .. or an absolute one elsewhere is refused before anything is read.
report = []
["../outside-module", File.expand_path("../outside-module", __dir__), "#{Dir.home}/modules/x"].each do |path|
  begin
    gen "Login", path
    report << "#{path}: NOT REFUSED"
  rescue => e
    report << (e.message.include?("outside the template folder") ? "refused" : "other: #{e.message}")
  end
end
create_file "report.txt", report.join("\n") + "\n"
