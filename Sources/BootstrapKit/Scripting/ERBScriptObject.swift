import Diagnostics
import RunnerLanguage

/// The `ERB` constant runner scripts see (Ruby's erb.rb): `ERB.new(text, trim_mode: "-")` and the
/// instance's `result(binding)`, `result_with_hash(hash)` and `src`. The text is the language of
/// `.tt` files (docs/runner-language.md, "ERB") and runs as theirs does, with the template's methods
/// and instance variables; the local variables of the binding (or the hash's keys) are locals of it.
final class ERBScriptObject: ObjectValue, HostMethodNames {
    private unowned let interpreter: ScriptInterpreter
    /// Called before text is run as code: where the text came from is unknown, so the run's
    /// consent gate trusts no more (docs/safety.md, "Consent for effects").
    private let runsText: () -> Void
    init(interpreter: ScriptInterpreter, runsText: @escaping () -> Void = {}) {
        self.interpreter = interpreter
        self.runsText = runsText
    }

    override var className: String { "Class" }
    override var inspectText: String { "ERB" }
    var methodNames: [String] { ["new"] }

    override func callMethod(_ name: String, _ arguments: Arguments, _ context: CallContext) throws -> Value? {
        guard name == "new" else { return nil }
        guard case .string(let text)? = arguments.positional.first else {
            throw context.error("TypeError", "no implicit conversion of \(arguments.positional.first?.className ?? "nil") into String")
        }
        return .object(ERBInstance(text.value, interpreter: interpreter, runsText: runsText))
    }
}

final class ERBInstance: ObjectValue {
    let text: String
    private unowned let interpreter: ScriptInterpreter
    private let runsText: () -> Void
    init(_ text: String, interpreter: ScriptInterpreter, runsText: @escaping () -> Void) {
        self.text = text
        self.interpreter = interpreter
        self.runsText = runsText
    }

    override var className: String { "ERB" }

    override func callMethod(_ name: String, _ arguments: Arguments, _ context: CallContext) throws -> Value? {
        switch name {
        case "result":
            var locals: [(String, Value)] = []
            if case .object(let binding as BindingObject)? = arguments.positional.first {
                locals = binding.localNames.reversed().compactMap { name in binding.value(of: name).map { (name, $0) } }
            }
            return .str(try render(locals, context))
        case "result_with_hash":
            guard case .hash(let hash)? = arguments.positional.first ?? arguments.keywords.map(Value.hash) else {
                throw context.error("TypeError", "result_with_hash takes a Hash")
            }
            let locals = hash.pairs.compactMap { key, value -> (String, Value)? in
                switch key {
                case .symbol(let s): return (s, value)
                case .string(let s): return (s.value, value)
                default: return nil
                }
            }
            return .str(try render(locals, context))
        case "src": return .str((try? ERBCompiler.compileWithColumns(text).script) ?? "")
        default: return nil
        }
    }

    /// The text rendered with `locals` assigned before its first tag, on its first line (so its lines
    /// stay the text's own), through the global only this code names.
    private func render(_ locals: [(String, Value)], _ context: CallContext) throws -> String {
        runsText()
        let usable = locals.filter { name, _ in name.first.map { $0 == "_" || $0.isLowercase } ?? false && name.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber } }
        let prelude = usable.isEmpty ? "" : "<% " + usable.indices.map { "\(usable[$0].0) = $__bootstrap_erb_locals[\($0)]" }.joined(separator: "; ") + " %>"
        interpreter.setGlobalVariable("__bootstrap_erb_locals", .arr(usable.map(\.1)))
        defer { interpreter.setGlobalVariable("__bootstrap_erb_locals", .nil) }
        return try TemplateRenderer(interpreter: interpreter).render(prelude + text, path: "(erb)")
    }
}
