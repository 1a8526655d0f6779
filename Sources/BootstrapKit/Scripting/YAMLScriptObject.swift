import BootstrapYAML
import Diagnostics
import RunnerLanguage

/// The `YAML` constant runner scripts see (Ruby's `YAML`, i.e. Psych): `YAML.load(text)`,
/// `YAML.safe_load(text)`, `YAML.load_file(path)` and `YAML.dump(value)`.
///
/// Loading is always safe, as Psych 4's `load` is: only plain data (hashes, arrays, strings,
/// numbers, booleans, nil) comes out; tags naming Ruby classes are not instantiated.
/// Files are read through the `ScriptHost`, so scripts can only read what the host allows.
public final class YAMLScriptObject: ObjectValue {
    private unowned let host: ScriptHost

    public init(host: ScriptHost) {
        self.host = host
    }

    override public var className: String { "Module" }
    override public var inspectText: String { "Psych" }

    override public func callMethod(_ name: String, _ arguments: Arguments, _ context: CallContext) throws -> Value? {
        switch name {
        case "load", "safe_load", "unsafe_load":
            let text = try stringArgument(name, arguments, context)
            return try load(text, path: "<unknown>", arguments, context)
        case "load_file", "safe_load_file", "unsafe_load_file":
            let path = try stringArgument(name, arguments, context)
            let text = try host.readFile(path, at: context.location)
            return try load(text, path: path, arguments, context)
        case "dump":
            guard arguments.positional.count == 1 else {
                throw context.error("ArgumentError", "wrong number of arguments (given \(arguments.positional.count), expected 1)")
            }
            do {
                return .str(try PsychDumper.dump(arguments.positional[0]))
            } catch let failure as PsychDumper.Failure {
                throw context.error(failure.className, failure.message)
            }
        default:
            return nil
        }
    }

    private func stringArgument(_ method: String, _ arguments: Arguments, _ context: CallContext) throws -> String {
        guard arguments.positional.count == 1 else {
            throw context.error("ArgumentError", "wrong number of arguments (given \(arguments.positional.count), expected 1)")
        }
        guard case .string(let box) = arguments.positional[0] else {
            throw context.error(
                "TypeError", "no implicit conversion of \(arguments.positional[0].className) into String")
        }
        return box.value
    }

    private func load(_ text: String, path: String, _ arguments: Arguments, _ context: CallContext) throws -> Value {
        let symbolizeNames = arguments.option("symbolize_names")?.isTruthy ?? false
        let node: BootstrapYAML.Node?
        do {
            node = try YAMLLoader.load(text, path: path)
        } catch let diagnostic as Diagnostic {
            // Psych's wording: `(file): problem at line L column C`.
            let place = diagnostic.location.map { " at line \($0.line) column \($0.column)" } ?? ""
            throw context.error("Psych::SyntaxError", "(\(path)): \(diagnostic.message)\(place)")
        }
        // An empty document is nil, as `YAML.load("")` is in Ruby 3.1.
        guard let node else { return .nil }
        return YAMLValues.value(of: node, symbolizeNames: symbolizeNames)
    }
}
