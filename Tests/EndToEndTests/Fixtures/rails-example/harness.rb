# Runs a Rails template with the real Rails 6.1 generator actions (Rails::Generators::Actions over
# Thor), as `rails new`/`rails app:template` would, with two stand-ins for what needs a real app:
# commands are not run (bootstrap's --no-run: status `skip`, result nil), and questions take their
# default (bootstrap with no terminal). `file`, `after_bundle` and `run_bundle` stand in for
# Rails' AppGenerator's own.
# Usage: ruby harness.rb PROJECT_DIR TEMPLATE.rb EXAMPLE_DIR
require "rails/generators"
require "rails/generators/actions"

class ExampleHarness < Thor::Group
  include Thor::Actions
  include Rails::Generators::Actions

  # Helpers, not Thor commands (Thor would otherwise refuse `run` as a reserved word).
  no_commands do
    def initialize(app_name, example, *rest)
      super(*rest)
      @app_name = app_name
      @example = example
      @after_bundle_callbacks = []
    end

    attr_reader :app_name

    def source_paths
      [@example]
    end

    def run(command, config = {})
      say_status :skip, "#{command} from \".\"", config.fetch(:verbose, true)
      nil
    end

    def ask(_statement, *args)
      options = args.last.is_a?(Hash) ? args.last : {}
      options[:default]
    end

    # AppBase's run_bundle runs `bundle install` through its own command runner; here it is a command.
    def run_bundle
      run "bundle install"
    end

    def file(*args, &block)
      create_file(*args, &block)
    end

    def after_bundle(&block)
      @after_bundle_callbacks << block
    end

    def run_after_bundle_callbacks
      @after_bundle_callbacks.each(&:call)
    end

    # Runs runners/BLOCK.rb of the example, as bootstrap does for an enabled block.
    def runner(block)
      path = File.join(@example, "runners", "#{block}.rb")
      instance_eval(File.read(path), path)
    end
  end
end

project, template, example = ARGV.map { |path| File.expand_path(path) }
harness = ExampleHarness.new(File.basename(project), example, [], {}, destination_root: project)
# Inside the app, as `bin/rails app:template` runs: relative File.exist? looks at the app.
Dir.chdir(project) do
  harness.instance_eval(File.read(template), template)
  harness.run_after_bundle_callbacks
end
