import Foundation
import Diagnostics
import RunnerLanguage

/// One action call's arguments read the way Thor reads them: positional values, then a config
/// hash from keywords or a trailing `{ … }` (`args.last.is_a?(Hash) ? args.pop : {}`).
struct ActionCall {
    let positional: [Value]
    let config: HashBox?
    let block: ProcValue?
    let call: CallContext

    init(_ arguments: Arguments, _ call: CallContext, takesTrailingHash: Bool = true) {
        var positional = arguments.positional
        var config = arguments.keywords
        if config == nil, takesTrailingHash, let last = positional.last, case .hash(let h) = last {
            config = h
            positional.removeLast()
        }
        self.positional = positional
        self.config = config
        self.block = arguments.block
        self.call = call
    }

    var location: SourceLocation { call.location }

    func option(_ name: String) -> Value? {
        guard let value = config?.option(name), !value.isNil else { return nil }
        return value
    }

    func flag(_ name: String) -> Bool? { option(name).map(\.isTruthy) }

    /// Status lines are shown unless the call passes `verbose: false`.
    var verbose: Bool { flag("verbose") ?? true }

    /// A positional argument as text (`to_s` of a string, symbol or number), nil when absent or nil.
    func text(_ index: Int) throws -> String? {
        guard index < positional.count else { return nil }
        return try Self.text(positional[index], at: location)
    }

    func requiredText(_ index: Int, _ what: String) throws -> String {
        guard let value = try text(index) else {
            throw ActionError.argument("\(what) is required", at: location)
        }
        return value
    }

    static func text(_ value: Value, at location: SourceLocation) throws -> String? {
        switch value {
        case .nil: return nil
        case .string(let s): return s.value
        case .symbol(let s): return s
        case .integer(let i): return String(i)
        case .float(let f): return String(f)
        case .bool(let b): return b ? "true" : "false"
        default:
            throw ActionError.argument("expected a string, got \(value.className)", at: location)
        }
    }

    /// The block's value as text: `create_file "x" do … end`, `append_to_file "x" { "…" }`.
    func blockText(_ parameters: [Value] = []) throws -> String? {
        guard let block else { return nil }
        return try Self.text(try block.call(parameters), at: location) ?? ""
    }
}

extension ActionContext {
    /// Method names `%name%` in a destination may call besides the template's own methods:
    /// the read-only names every template sees. Anything else stays literal, as in Thor when the
    /// generator does not respond to it, so a file name cannot trigger an action.
    static let encodedInstructionNames: Set<String> = ["app_name", "app_path", "app_const", "app_const_base", "name"]

    /// Thor's `convert_encoded_instructions`: `%name%` in a file name becomes the value of `name`.
    func expandEncodedInstructions(_ path: String, _ call: CallContext) throws -> String {
        try PercentPlaceholders.expand(path) { name in
            let method = name.trimmingCharacters(in: .whitespaces)
            guard !method.isEmpty, interpreter.hasMethod(method) || Self.encodedInstructionNames.contains(method) else {
                return nil
            }
            return try ActionCall.text(call.call(method, Arguments()), at: call.location)
        }
    }
}
