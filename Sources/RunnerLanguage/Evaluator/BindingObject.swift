import Diagnostics

/// `binding`: the local variables where it is called, live, for what templates hand one to —
/// `ERB.new(text).result(binding)` — and `local_variable_get`/`set`/`defined?`, `local_variables`,
/// `receiver`. Running text as code in it (`binding.eval`) is refused, as `eval` is.
public final class BindingObject: ObjectValue {
    let scope: Scope
    let receiverValue: Value

    init(scope: Scope, receiver: Value) {
        self.scope = scope
        self.receiverValue = receiver
    }

    public override var className: String { "Binding" }

    /// The names of the locals visible there, innermost first, each once (Ruby's `local_variables`);
    /// the interpreter's own hidden names (with a blank) left out.
    public var localNames: [String] {
        var seen = Set<String>()
        return scope.allNames.filter { !$0.contains(" ") && seen.insert($0).inserted }
    }

    public func value(of name: String) -> Value? { scope.lookup(name) }

    public override func callMethod(_ name: String, _ arguments: Arguments, _ context: CallContext) throws -> Value? {
        func variable() throws -> String {
            switch arguments.positional.first {
            case .symbol(let s)?: return s
            case .string(let s)?: return s.value
            default: throw context.error("TypeError", "wrong argument type (expected a Symbol or String)")
            }
        }
        switch name {
        case "local_variable_get":
            let local = try variable()
            guard let value = scope.lookup(local) else { throw context.error("NameError", "local variable '\(local)' is not defined for \(inspectText)") }
            return value
        case "local_variable_set":
            guard arguments.positional.count == 2 else { return nil }
            scope.assign(try variable(), arguments.positional[1])
            return arguments.positional[1]
        case "local_variable_defined?": return .bool(scope.lookup(try variable()) != nil)
        case "local_variables": return .arr(localNames.map { .symbol($0) })
        case "receiver": return receiverValue
        case "eval", "irb":
            var refusal = context.error("NotImplementedError", "binding.\(name) is not supported in templates: it runs text as code")
            refusal.code = .unsupported
            throw refusal
        default: return nil
        }
    }
}
