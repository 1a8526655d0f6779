import Diagnostics
import Foundation
import RunnerLanguage

/// The names a template sees about itself and the project (docs/runner-language.md, "What a
/// template sees"): `app_name`, `app_path`, `app_const`, `destination_root`, `options`, `source_paths`,
/// the `TEMPLATE_PATH`, `RUBY_VERSION`, `ARGV`, `Rails` and `Bundler` constants, `apply` of another
/// template file, `at_exit` and `find_in_source_paths`.
public enum TemplateActions {
    /// What the run knows about the project it generates.
    public struct Project {
        /// The project's name: the last component of PATH (`bootstrap new path/to/my_app` → "my_app").
        public var name: String
        /// The path as the user gave it (Rails' `app_path`).
        public var path: String
        /// Which of Rails' two ways of running a template the run stands for (docs/actions.md, "Rails'
        /// generator, name by name"): what `options` and the generator's instance variables hold.
        public var generator: GeneratorMode
        /// The template as the user named it (`-m t.rb`), Rails' `options[:template]` under `new`.
        public var templateArgument: String?

        public init(name: String, path: String, generator: GeneratorMode = .new(railsWords: nil), templateArgument: String? = nil) {
            self.name = name
            self.path = path
            self.generator = generator
            self.templateArgument = templateArgument
        }
    }

    /// `new` stands for `rails new NAME … -m TEMPLATE`, with the words of a base command that runs
    /// `rails new` (nil: there is none, and the options are those of a plain `rails new NAME`);
    /// `apply` for `bin/rails app:template`, which makes the generator with no options at all.
    public enum GeneratorMode: Sendable {
        case new(railsWords: [String]?)
        case appTemplate
    }

    static let definitions: [ActionDefinition] = [
        // railties 6.1 `Rails::Generators::AppName`: `original_app_name` is the folder's name,
        // `app_name` that name with `\\` dropped and `-`, `.`, space made `_` (`my app` → `my_app`),
        // `app_const_base` its camelized form. Rails' `app_const` adds `::Application`; the built-in
        // Swift template names its module after `app_const`, so here it stays the camelized name.
        // Each is memoized in its instance variable, as Rails' AppName does (`@app_name ||= …`): a
        // template that sets `@app_name` changes what `app_name` says. Under `apply` the name is the
        // application's (`module Shop` of config/application.rb), as `app:template` takes it.
        ActionDefinition("original_app_name") { run, _ in
            run.memoized("@original_app_name") { .str(run.definedAppConstBase.map(Inflector.underscore) ?? run.project.name) }
        },
        ActionDefinition("app_name") { run, a in
            try run.memoized("@app_name") { .str(TemplateActions.railsAppName(try a.toS(a.call.call("original_app_name", Arguments())))) }
        },
        ActionDefinition("app_path") { run, _ in run.context.interpreter.mainInstanceVariable("@app_path") ?? .str(run.project.path) },
        ActionDefinition(["app_const_base", "camelized"]) { run, _ in run.memoized("@app_const_base") { .str(run.appConstBase) } },
        ActionDefinition("app_const") { run, _ in .str(run.appConstBase) },
        ActionDefinition("destination_root") { run, _ in
            .str(run.context.workspace.absolute(run.context.workspace.currentDirectory))
        },
        // Thor's `source_paths`: `@source_paths ||= [Rails' app templates]`, the array itself.
        ActionDefinition("source_paths") { run, _ in .array(run.context.railsSourcePaths) },
        ActionDefinition("options") { run, _ in .object(run.optionsObject) },
        // Ruby's `at_exit { }`: the block runs when the run ends (Generator), newest first.
        ActionDefinition("at_exit", ActionSignature(takesBlock: true), options: .none) { run, a in
            guard let block = a.block else { throw a.call.error("ArgumentError", "called without a block") }
            run.context.atExit.append(block)
            return .proc(block)
        },
        // Thor's `find_in_source_paths(file)`: the absolute path of the source `copy_file` would use.
        ActionDefinition("find_in_source_paths", ActionSignature(required: 1), options: .none, source: 0) { run, a in
            .str(try run.context.findSource(try a.requiredText(0, "the file"), at: a.location, call: a.call).path)
        },
        // `apply "other.rb"`: runs another template file of the template folder, its status
        // lines indented one level, as Thor's `apply` does: `apply  PATH` names the file it found
        // (absolute, as `find_in_source_paths` returns it) or the URL; `verbose: false` prints
        // no line and does not indent.
        ActionDefinition("apply", ActionSignature(required: 1, keywords: ["verbose"]), options: .none, source: 0, downloads: true) { run, a in
            let context = run.context
            guard case .string(let path) = try a.argument(0) else {
                throw a.call.error("TypeError", "apply takes the path of a template file")
            }
            let verbose = a.verbose
            let indent = verbose ? 1 : 0
            if path.value.contains("://") {
                // Downloaded through the remote fetcher, then run like a file of the template (Thor's open-uri).
                if verbose { context.log.status("apply", path.value) }
                context.log.indentLevel += indent
                defer { context.log.indentLevel -= indent }
                guard let data = try run.executor.download(path.value, action: "apply", call: a.call) else { return .nil }
                // Trust attaches to code by its origin: code from a URL the user does not trust
                // ends the trust of the template that applies it (ConsentGate).
                if !((try? UserConfiguration.load(context.options.remote))?.isTrusted(path.value) ?? false) {
                    run.executor.gate.distrust()
                }
                let program = try RunnerParser.parse(SourceText(path: path.value, text: String(decoding: data, as: UTF8.self)))
                _ = try context.interpreter.run(program, filePath: path.value)
                return .nil
            }
            let url = try context.findSource(path.value, at: a.location, call: a.call)
            if verbose { context.log.status("apply", url.path) }
            context.log.indentLevel += indent
            defer { context.log.indentLevel -= indent }
            try run.runFile(url)
            return .nil
        },
    ]

    /// Rails' `app_name`: `original_app_name.tr('\\', "").tr("-. ", "_")`.
    static func railsAppName(_ original: String) -> String {
        String(original.compactMap { c -> Character? in
            if c == "\\" { return nil }
            return c == "-" || c == "." || c == " " ? "_" : c
        })
    }

    static let constants: [ConstantDefinition] = [
        ConstantDefinition(name: "TEMPLATE_PATH") { run in .str(run.context.templateRoot.path) },
        ConstantDefinition(name: "RUBY_VERSION") { run in .str(run.rubyVersion) },
        ConstantDefinition(name: "YAML") { run in .object(YAMLScriptObject(host: run.scriptHost)) },
        ConstantDefinition(name: "ERB") { run in
            .object(ERBScriptObject(interpreter: run.context.interpreter) { [unowned gate = run.executor.gate] in gate.distrust() })
        },
        // `rails new myapp -m t.rb` gives the template its own arguments, `["myapp", "-m", "t.rb"]`;
        // a run gives the words after its command's name the same way.
        ConstantDefinition(name: "ARGV") { run in .arr(run.context.options.arguments.map { .str($0) }) },
        ConstantDefinition(name: "Rails") { run in .object(RailsScriptObject(workspace: run.context.workspace)) },
        ConstantDefinition(name: "Bundler") { run in .object(BundlerScriptObject()) },
    ]
}

/// Rails' `app_name.gsub(/\W/, "_").squeeze("_")`, ready to camelize.
func constantBase(_ name: String) -> String {
    var out = ""
    for c in name.unicodeScalars {
        let word = CharacterSet.alphanumerics.contains(c) || c == "_"
        let piece = word ? String(c) : "_"
        if piece == "_", out.hasSuffix("_") { continue }
        out += piece
    }
    return out
}

/// `options` as a template sees it: Thor's options hash with indifferent access (`options[:skip_bundle]`,
/// `options["skip_bundle"]`) and predicate methods (`options.skip_bundle?`).
final class OptionsObject: ObjectValue {

    private(set) var values: HashBox

    init(_ pairs: [(key: String, value: Value)]) {
        values = HashBox(pairs.map { (.str($0.key), $0.value) })
    }

    /// `self.options = hash` (Thor's `options=`): later reads see the new hash's keys, as strings.
    func replace(with hash: HashBox) {
        values = HashBox(hash.pairs.map { key, value in
            if case .symbol(let s) = key { return (.str(s), value) }
            return (key, value)
        })
    }

    /// A key's value as a Ruby truth (`options[:skip_bundle]`).
    func isSet(_ key: String) -> Bool { values[.str(key)]?.isTruthy ?? false }

    override var className: String { "Thor::CoreExt::HashWithIndifferentAccess" }
    override var inspectText: String { Value.hash(values).inspect }
    override var toSText: String { inspectText }

    override func callMethod(_ name: String, _ arguments: Arguments, _ context: CallContext) throws -> Value? {
        func key(_ value: Value) -> Value {
            if case .symbol(let s) = value { return .str(s) }
            return value
        }
        switch name {
        case "[]":
            guard let first = arguments.positional.first else { return nil }
            return values[key(first)] ?? .nil
        case "fetch":
            guard let first = arguments.positional.first else { return nil }
            if let value = values[key(first)] { return value }
            if arguments.positional.count > 1 { return arguments.positional[1] }
            throw context.error("KeyError", "key not found: \(first.inspect)")
        case "key?", "has_key?", "include?":
            guard let first = arguments.positional.first else { return nil }
            return .bool(values[key(first)] != nil)
        case "to_h", "to_hash", "dup":
            return .hash(HashBox(Array(values.pairs)))
        default:
            if name.hasSuffix("?"), arguments.positional.isEmpty {
                return .bool((values[.str(String(name.dropLast()))] ?? .nil).isTruthy)
            }
            // Anything else a Hash answers (`each`, `keys`, `select` …) is the hash's.
            return try context.send(.hash(values), name, arguments)
        }
    }
}
