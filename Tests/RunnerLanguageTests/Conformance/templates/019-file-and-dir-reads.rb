# Reads stay inside the template's own folder, so the output is the same on every machine.
p File.exist?("support/helpers.rb"), File.exist?("support/missing.rb")
p File.file?("support/helpers.rb"), File.directory?("support"), File.directory?("support/helpers.rb")
p Dir.glob("support/*.rb")
p Dir.exist?("support"), Dir.exist?("nope")
first = File.read("support/helpers.rb").lines.first
p first.start_with?("# Loaded by")
p File.read("support/helpers.rb").scan(/^def (\w+)/).flatten
p File.basename(File.expand_path("support/helpers.rb"))
