# Every method of a generator class and its ancestors up to Object (public, protected, private), as
# `module<TAB>visibility<TAB>name<TAB>file:line`, in the order probe.rb records them. With
# `ruby list-methods.rb`, of Rails 6.1's AppGenerator itself, its paths as probe.rb writes them
# (RailsSurfaceAgreementTests compares that with the recording when Rails is installed).
module SurfaceMethods
  def self.list(klass)
    core = Object.ancestors
    klass.ancestors.reject { |mod| core.include?(mod) }.flat_map do |mod|
      { public: mod.public_instance_methods(false), protected: mod.protected_instance_methods(false),
        private: mod.private_instance_methods(false) }.flat_map do |visibility, names|
        names.sort.map do |name|
          file, line = mod.instance_method(name).source_location
          [mod.name, visibility, name, file ? "#{file}:#{line}" : "-"].join("\t")
        end
      end
    end
  end
end

if $PROGRAM_NAME == __FILE__
  require "rails/generators"
  require "rails/generators/rails/app/app_generator"
  railties = Gem.loaded_specs["railties"].full_gem_path
  thor = Gem.loaded_specs["thor"].full_gem_path
  SurfaceMethods.list(Rails::Generators::AppGenerator).each { |row| puts row.gsub(railties, "<RAILTIES>").gsub(thor, "<THOR>") }
end
