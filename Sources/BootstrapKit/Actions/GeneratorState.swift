import Foundation
import RunnerLanguage

// What Rails' generator holds when a template starts, as `rails new -m` and `bin/rails app:template`
// hold it (recorded from real Rails in Tests/EndToEndTests/Fixtures/rails-surface: new/*.txt,
// app-template.txt): `options`, and the instance variables templates and `.tt` files read.

extension ActionEnvironment {
    /// `options` in Thor's order: the base command's `rails new` options with `-m TEMPLATE` (or those of
    /// a plain `rails new NAME -m TEMPLATE`; under `apply` the defaults `app:template` gives), then
    /// bootstrap's own flags that are Rails' too (`--pretend`, `--force`, `--skip`, `--quiet`, `--skip-bundle`).
    static func railsOptions(_ project: TemplateActions.Project, _ options: RunOptions, _ commandLine: RailsNewCommandLine) -> [(key: String, value: Value)] {
        var pairs = commandLine.options
        func assign(_ key: String, _ value: Value) {
            if let index = pairs.firstIndex(where: { $0.key == key }) { pairs[index].value = value } else { pairs.append((key, value)) }
        }
        for (flag, key) in [(options.pretend, "pretend"), (options.force, "force"), (options.skip, "skip"), (options.quiet, "quiet"),
                            (options.skipBundle, "skip_bundle")] where flag {
            assign(key, .true)
        }
        return pairs
    }

    /// The command line Rails parsed for this run: `-m TEMPLATE` last, as `rails new … -m t.rb` has it.
    static func railsCommandLine(_ project: TemplateActions.Project) -> RailsNewCommandLine {
        let template = project.templateArgument.map { ["-m", $0] } ?? []
        switch project.generator {
        case .new(let words?): return RailsNewCommandLine(parsing: words + template, railsrc: RailsNewCommandLine.readRailsrc)
        case .new(nil): return RailsNewCommandLine(parsing: [project.name] + template, railsrc: { _ in nil })
        case .appTemplate: return .defaults
        }
    }

    /// The instance variables Rails' generator has set when the template's first line runs. Under
    /// `new` those of `rails new` (its own steps read `app_name`, `app_const` … before the template);
    /// under `apply` only those `app:template`'s generator sets. Not set: `@builder`, `@gem_filter`,
    /// `@_initializer`, `@_invocations` and `@output_buffer`, Rails' and Thor's own machinery
    /// (docs/actions.md says why); `@source_paths` when first needed.
    func installInstanceVariables() {
        let interpreter = context.interpreter
        func set(_ name: String, _ value: Value) { interpreter.setMainInstanceVariable(name, value) }
        set("@options", .object(optionsObject))
        set("@args", .arr(railsCommandLine.arguments.map { .str($0) }))
        set("@behavior", .symbol("invoke"))
        // Rails' stack starts at the project's own path (under `new`, where it will be once made).
        set("@destination_stack", .arr([.str(projectRoot)]))
        set("@extra_entries", .array(extraGemfileEntries))
        set("@indentation", .integer(0))
        set("@after_bundle_callbacks", .array(context.afterBundle))
        set("@shell", .object(ShellObject(log: context.log)))
        // `@source_paths` is set when first needed (ActionContext.railsSourcePaths): finding Rails'
        // app templates is a look through the gem folders, which a run that never asks should not pay.
        switch project.generator {
        case .new:
            set("@argv", .arr(templateARGV.map { .str($0) }))
            set("@app_path", .str(project.path))
            set("@original_app_name", .str(project.name))
            set("@app_name", .str(TemplateActions.railsAppName(project.name)))
            set("@app_const_base", .str(appConstBase))
            set("@app_const", .str(appConstBase + "::Application"))
            if let template = project.templateArgument { set("@rails_template", .str(railsTemplatePath(template))) }
            set("@shebang", .str(shebang))
        case .appTemplate:
            // Rails.root, a Pathname, is the generator's one argument and its app_path.
            set("@argv", .arr([pathname(projectRoot)]))
            set("@app_path", pathname(projectRoot))
        }
    }

    /// The project's absolute path: `apply`'s folder, or where `new` puts the project.
    var projectRoot: String {
        URL(fileURLWithPath: project.path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
            .standardizedFileURL.path
    }

    /// `Pathname.new(path)`.
    func pathname(_ path: String) -> Value { .object(PathnameObject(path, host: scriptHost)) }

    /// ARGV and `@argv` under `new`: `rails new`'s own words (the base command's, after the railsrc
    /// step, and `-m TEMPLATE`) when a base command runs `rails new`; else bootstrap's command line.
    var templateARGV: [String] {
        guard case .new(_?) = project.generator else { return context.options.arguments }
        return railsCommandLine.words
    }

    /// `set_default_accessors!`: `File.expand_path(options[:template], Dir.pwd)`, a URL as it is.
    func railsTemplatePath(_ template: String) -> String {
        if template.hasPrefix("http://") || template.hasPrefix("https://") { return template }
        let working = FileManager.default.currentDirectoryPath
        return URL(fileURLWithPath: template, relativeTo: URL(fileURLWithPath: working, isDirectory: true)).standardizedFileURL.path
    }

    /// AppBase#shebang: `#!/usr/bin/env ruby` for the Ruby that runs Rails, else `#!` and `--ruby`'s value.
    var shebang: String {
        let ruby = optionsObject.values[.str("ruby")].flatMap { if case .string(let s) = $0 { return s.value } else { return nil } }
        guard let ruby, ruby != RailsNewCommandLine.rubyCommand else {
            return "#!/usr/bin/env " + (RailsNewCommandLine.rubyCommand as NSString).lastPathComponent
        }
        return "#!" + ruby
    }

    /// AppName#app_const_base: `defined_app_const_base` (the application's module, under
    /// `app:template`) or the name camelized as Rails camelizes it.
    var appConstBase: String {
        if case .appTemplate = project.generator, let defined = definedAppConstBase { return defined }
        return Inflector.camelize(constantBase(TemplateActions.railsAppName(project.name)))
    }

    /// AppName#defined_app_const_base: the module of `class Application < Rails::Application` in the
    /// project's config/application.rb, which `app:template` has loaded; nil under `new`, where no
    /// application is loaded (Rails answers false).
    var definedAppConstBase: String? {
        guard case .appTemplate = project.generator,
              let path = try? context.workspace.resolve("config/application.rb", for: .read, at: nil),
              let text = (try? context.workspace.read(path)) ?? nil else { return nil }
        var module: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let words = line.split(separator: " ")
            if words.count == 2, words[0] == "module" { module = String(words[1]) }
            if line.contains("class Application < Rails::Application") { return module }
        }
        return nil
    }
}

extension ActionEnvironment {
    /// `@name ||= value`: the instance variable when set, else `value`, kept there.
    func memoized(_ name: String, _ value: () throws -> Value) rethrows -> Value {
        if let set = context.interpreter.mainInstanceVariable(name), !set.isNil { return set }
        let made = try value()
        context.interpreter.setMainInstanceVariable(name, made)
        return made
    }
}
