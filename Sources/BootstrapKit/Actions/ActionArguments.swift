import Foundation
import Diagnostics
import RunnerLanguage

/// The one reader of an action call's arguments, for every action of the table: positional values,
/// the options (keywords, or a positional Hash where the action's definition says Ruby would read
/// one as its options), the block, and the call site.
///
/// Values become text in one of two ways, as in Ruby: `text` is the implicit conversion a path
/// argument gets (`File.expand_path` takes a String, Symbol or number and refuses an Array), and
/// `toS` is `to_s` as interpolation calls it, which is how a command line is built (`run 42`).
struct ActionCall {
    /// Where a positional Hash is read as the options when the call passes no keywords (Ruby turns
    /// keywords into that very Hash, so with keywords the positional values stay positional).
    enum OptionsHash {
        /// The options come from keywords only.
        case none
        /// Thor's `config = args.last.is_a?(Hash) ? args.pop : {}`: a last positional Hash at
        /// `from` or later.
        case last(from: Int)
        /// A Ruby `options = {}` parameter at this position: a Hash there (and only there).
        case at(Int)

        /// The index of the positional Hash `positional` passes as options, if any.
        func index(in positional: [Value], hasKeywords: Bool) -> Int? {
            index(count: positional.count, hasKeywords: hasKeywords) { if case .hash = positional[$0] { true } else { false } }
        }

        /// The same for `count` arguments of which `isHash` tells the Hashes (check reads literals).
        func index(count: Int, hasKeywords: Bool, isHash: (Int) -> Bool) -> Int? {
            guard !hasKeywords else { return nil }
            let candidate: Int
            switch self {
            case .none: return nil
            case .last(let from):
                guard count > from else { return nil }
                candidate = count - 1
            case .at(let index):
                guard index < count else { return nil }
                candidate = index
            }
            return isHash(candidate) ? candidate : nil
        }
    }

    /// The name the action was called by (`insert_into_file!`, `append_file` …).
    let name: String
    let positional: [Value]
    /// Keywords, or the positional Hash read as options.
    let config: HashBox?
    /// The positional Hash read as options (`system({"A" => "1"}, "cmd")` reads it as the environment).
    let hashOptions: HashBox?
    let block: ProcValue?
    let call: CallContext
    /// Command words join a positional Array's elements (the entry's `joinsArrays`).
    let joinsArrays: Bool

    init(
        _ arguments: Arguments, _ call: CallContext, name: String = "", options: OptionsHash = .last(from: 0), joinsArrays: Bool = false
    ) {
        self.joinsArrays = joinsArrays
        var positional = arguments.positional
        var hashOptions: HashBox?
        if let index = options.index(in: positional, hasKeywords: arguments.keywords != nil), case .hash(let h) = positional[index] {
            hashOptions = h
            positional.remove(at: index)
        }
        self.hashOptions = hashOptions
        self.config = arguments.keywords ?? hashOptions
        self.name = name
        self.positional = positional
        self.block = arguments.block
        self.call = call
    }

    var location: SourceLocation { call.location }

    /// An option's value; nil when absent or nil (Ruby's `options[:x] || default`).
    func option(_ name: String) -> Value? {
        guard let value = config?.option(name), !value.isNil else { return nil }
        return value
    }

    func flag(_ name: String) -> Bool? { option(name).map(\.isTruthy) }

    /// The options in the order written, nil values as nil.
    var optionPairs: [(key: String, value: Value)] {
        guard let config else { return [] }
        return config.pairs.compactMap { key, value -> (key: String, value: Value)? in
            switch key {
            case .symbol(let s): return (s, value)
            case .string(let s): return (s.value, value)
            default: return nil
            }
        }
    }

    /// Status lines are shown unless the call passes `verbose: false`.
    var verbose: Bool { flag("verbose") ?? true }

    /// The positional argument at `index`. The evaluator checks counts against each action's
    /// signature before calling; this keeps a handler called any other way from crashing.
    func argument(_ index: Int) throws -> Value {
        guard index < positional.count else {
            throw call.error("ArgumentError", "wrong number of arguments (given \(positional.count), expected \(index + 1)+)")
        }
        return positional[index]
    }

    // MARK: - Paths and file text (implicit conversion)

    /// A positional argument as text (a string, symbol or number), nil when absent or nil.
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

    /// `location` is only asked for when the value is refused.
    static func text(_ value: Value, at location: @autoclosure () -> SourceLocation) throws -> String? {
        switch value {
        case .nil: return nil
        case .string(let s): return s.value
        case .symbol(let s): return s
        case .integer(let i): return String(i)
        case .float(let f): return String(f)
        case .bool(let b): return b ? "true" : "false"
        // A Pathname is a path (`app_path` under `apply`, `Rails.root.join(…)`) and writes as its text.
        case .object(let path as PathnameObject): return path.path
        default:
            throw ActionError.argument("expected a string, got \(value.className)", at: location())
        }
    }

    /// The block's value as text: `create_file "x" do … end`, `append_to_file "x" { "…" }`.
    func blockText(_ parameters: [Value] = []) throws -> String? {
        guard let block else { return nil }
        return try Self.text(try block.call(parameters), at: location) ?? ""
    }

    /// A String or Symbol, or a located TypeError naming what was given (gem names, groups).
    func string(_ value: Value, _ what: String) throws -> String {
        switch value {
        case .string(let s): return s.value
        case .symbol(let s): return s
        default: throw call.error("TypeError", "\(what) must be a String, not \(value.className)")
        }
    }

    // MARK: - Command words (`to_s`)

    /// `value.to_s` as Ruby interpolation produces it: values that are not plain strings or symbols
    /// are turned into text by their own `to_s`, so `run 42` or `git add: some_path` behave as in Ruby.
    func toS(_ value: Value) throws -> String {
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

    /// An `env:` hash as process environment entries.
    func environment(_ value: Value?) throws -> [String: String] {
        guard let value, !value.isNil else { return [:] }
        guard case .hash(let h) = value else { throw call.error("TypeError", "env: must be a Hash, not \(value.className)") }
        var env: [String: String] = [:]
        for (key, item) in h.pairs { env[try toS(key)] = try toS(item) }
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
