import RunnerLanguage

/// Reading action arguments the way Ruby code would see them, shared by the command, prompt and
/// Rails actions. Values that are not plain strings or symbols are turned into text by calling
/// their own `to_s` through the interpreter, so `run 42` or `git add: some_path` behave as in Ruby.
enum ActionArgumentReading {
    /// The positional argument at `index`. The evaluator checks counts against each action's
    /// signature before calling; this keeps a handler called any other way from crashing.
    static func argument(_ arguments: Arguments, _ index: Int, _ call: CallContext) throws -> Value {
        guard index < arguments.positional.count else {
            throw call.error("ArgumentError", "wrong number of arguments (given \(arguments.positional.count), expected \(index + 1)+)")
        }
        return arguments.positional[index]
    }

    /// `value.to_s` as Ruby interpolation would produce it.
    static func text(_ value: Value, _ call: CallContext) throws -> String {
        switch value {
        case .string(let s): return s.value
        case .symbol(let s): return s
        case .nil: return ""
        case .bool(let b): return b ? "true" : "false"
        case .integer(let i): return String(i)
        default:
            let shown = try call.send(value, "to_s", Arguments())
            if case .string(let s) = shown { return s.value }
            return ""
        }
    }

    /// A String or Symbol argument, or a located TypeError naming what was given.
    static func string(_ value: Value, _ what: String, _ call: CallContext) throws -> String {
        switch value {
        case .string(let s): return s.value
        case .symbol(let s): return s
        default: throw call.error("TypeError", "\(what) must be a String, not \(value.className)")
        }
    }

    /// A keyword option (`capture: true`), also found in a trailing positional Hash
    /// (`run("x", { capture: true })`, Thor's `config = {}` parameter).
    static func option(_ name: String, _ arguments: Arguments, positionalHashAt index: Int? = nil) -> Value? {
        if let value = arguments.option(name) { return value }
        if let index, index < arguments.positional.count, case .hash(let h) = arguments.positional[index] {
            return h.option(name)
        }
        return nil
    }

    static func flag(_ name: String, _ arguments: Arguments, positionalHashAt index: Int? = nil) -> Bool {
        option(name, arguments, positionalHashAt: index)?.isTruthy ?? false
    }

    /// An `env:` hash as process environment entries.
    static func environment(_ value: Value?, _ call: CallContext) throws -> [String: String] {
        guard let value, !value.isNil else { return [:] }
        guard case .hash(let h) = value else { throw call.error("TypeError", "env: must be a Hash, not \(value.className)") }
        var env: [String: String] = [:]
        for (key, item) in h.pairs { env[try text(key, call)] = try text(item, call) }
        return env
    }

    /// A list argument: an Array's elements, or a single value as a one-element list
    /// (Ruby's `Array(value)`; nil gives an empty list).
    static func list(_ value: Value?) -> [Value] {
        switch value {
        case .none, .some(.nil): return []
        case .some(.array(let a)): return a.elements
        case .some(let v): return [v]
        }
    }
}
