import Diagnostics
import Foundation
import RunnerLanguage

/// The names a template sees about itself and the project (runner-language.md, "What a template
/// sees"): `app_name`, `app_path`, `app_const`, `destination_root`, `options`, `source_paths`,
/// the `TEMPLATE_PATH` and `RUBY_VERSION` constants, and `apply` of another template file.
public enum TemplateActions {
    /// What the run knows about the project it generates.
    public struct Project {
        /// The project's name: the last component of PATH (`bootstrap new path/to/my_app` → "my_app").
        public var name: String
        /// The path as the user gave it (Rails' `app_path`).
        public var path: String
        public init(name: String, path: String) {
            self.name = name
            self.path = path
        }
    }

    public static func register(
        into context: ActionContext, interpreter: Interpreter, project: Project, rubyVersion: String,
        runFile: @escaping (URL, CallContext) throws -> Void
    ) {
        // The spec makes `app_const` the camelized name (Rails' `app_const_base`); Rails' own
        // `app_const` adds `::Application`, which a non-Rails project has no use for.
        let constName = Inflector.camelize(constantBase(project.name))
        context.define("app_name", ActionSignature()) { _, _ in .str(project.name) }
        context.define("app_path", ActionSignature()) { _, _ in .str(project.path) }
        context.define("app_const_base", ActionSignature()) { _, _ in .str(constName) }
        context.define("app_const", ActionSignature()) { _, _ in .str(constName) }
        context.define("destination_root", ActionSignature()) { _, _ in
            .str(context.workspace.absolute(context.workspace.currentDirectory))
        }
        context.define("source_paths", ActionSignature()) { _, _ in
            .arr(context.sourcePaths.map { .str($0.path) })
        }
        let options = OptionsObject(context.options)
        context.define("options", ActionSignature()) { _, _ in .object(options) }
        interpreter.defineConstant("TEMPLATE_PATH", .str(context.templateRoot.path))
        interpreter.defineConstant("RUBY_VERSION", .str(rubyVersion))

        // `apply "other.rb"`: runs another template file of the template folder, its status
        // lines indented one level, as Thor's `apply` does.
        context.define("apply", ActionSignature(required: 1, keywords: ["verbose"])) { args, call in
            guard case .string(let path) = args.positional[0] else {
                throw call.error("TypeError", "apply takes the path of a template file")
            }
            if path.value.contains("://") {
                // Downloaded through the remote fetcher, then run like a file of the template (Thor's open-uri).
                context.log.status("apply", path.value)
                let data = try RunnerDownload.fetch(path.value, options: context.options.remote, at: call.location)
                context.log.indentLevel += 1
                defer { context.log.indentLevel -= 1 }
                let program = try RunnerParser.parse(SourceText(path: path.value, text: String(decoding: data, as: UTF8.self)))
                _ = try context.interpreter.run(program, filePath: path.value)
                return .nil
            }
            let url = try context.findSource(path.value, at: call.location, call: call)
            context.log.status("apply", path.value)
            context.log.indentLevel += 1
            defer { context.log.indentLevel -= 1 }
            try runFile(url, call)
            return .nil
        }
    }
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
    let values: HashBox

    init(_ options: RunOptions) {
        values = HashBox([
            (.str("pretend"), .bool(options.pretend)),
            (.str("force"), .bool(options.force)),
            (.str("skip"), .bool(options.skip)),
            (.str("quiet"), .bool(options.quiet)),
            (.str("skip_bundle"), .bool(options.skipBundle)),
            (.str("defaults"), .bool(options.defaults)),
            (.str("strict"), .bool(options.strict)),
            (.str("allow_run"), .bool(options.commandPolicy == .allow)),
            (.str("no_run"), .bool(options.commandPolicy == .deny)),
        ])
    }

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
