# What a Rails template can reach, asked of the generator it runs on (record.sh runs it under
# `rails new -m` and `bin/rails app:template`). Written to the file SURFACE_OUT names, so the
# generator's own status lines stay out of it. Machine paths are written as placeholders:
# <RAILTIES>/<THOR> for the gems' folders, <WORK> for the folder the app is made in, <TEMPLATE>
# for this file's folder.
out = File.open(ENV.fetch("SURFACE_OUT"), "w")
work = ENV.fetch("SURFACE_WORK")
railties = Gem.loaded_specs["railties"]&.full_gem_path || File.expand_path("../../..", Rails::Generators.method(:invoke).source_location[0])
thor = Gem.loaded_specs["thor"]&.full_gem_path || File.expand_path("../..", Thor.instance_method(:options).source_location[0])
clean = lambda do |text|
  text.to_s.gsub(__dir__, "<TEMPLATE>").gsub(railties, "<RAILTIES>").gsub(thor, "<THOR>").gsub(File.realpath(work), "<WORK>").gsub(work, "<WORK>")
      .gsub(/0x\h{16}/, "0x…").gsub(Gem.ruby, "<RUBY>")
end

# Instance variables first: nothing below may set one before they are read.
ivars = instance_variables.sort.map { |name| [name, instance_variable_get(name)] }
out.puts "# instance variables"
ivars.each do |name, value|
  shown = case value
          when Proc, Thor::Shell::Basic, Rails::AppBuilder then "#<#{value.class.name}>"
          when Hash then name == :@_invocations ? value.transform_keys(&:name).transform_values(&:sort).inspect : value.inspect
          when Array then name == :@_initializer ? "#<Array of #{value.size}>" : value.inspect
          else value.inspect
          end
  out.puts "#{name}\t#{value.class.name}\t#{clean.call(shown)}"
end

out.puts "# options"
options.to_h.sort.each { |key, value| out.puts "#{key}\t#{clean.call(value.inspect)}" }

out.puts "# source_paths"
source_paths.each { |path| out.puts clean.call(path) }

out.puts "# methods"
require_relative "list-methods"
SurfaceMethods.list(self.class).each { |row| out.puts clean.call(row) }
out.close
