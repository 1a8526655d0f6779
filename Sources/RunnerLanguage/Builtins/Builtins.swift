import Foundation

/// The methods of the built-in value types. The evaluator calls `call` for any method it does not
/// handle itself (`class`, `is_a?`, `send`, `respond_to?`, `tap` … stay with the evaluator).
public enum Builtins {
    /// Calls a built-in method of the receiver's type, operators included. Returns nil when the type has
    /// no such method, so the evaluator can report NoMethodError with a did-you-mean.
    public static func call(_ receiver: Value, _ name: String, _ arguments: Arguments, _ context: CallContext) throws -> Value? {
        // Ruby's C-implemented methods receive keywords as a trailing Hash argument (`gsub(/o/, "o" => "0")`,
        // `merge(a: 1)`); only the methods that read keyword options see them as keywords, and procs get
        // them untouched for their own keyword parameters.
        var passed = arguments
        var isProc = false
        if case .proc = receiver { isProc = true }
        if arguments.keywords != nil && !keywordOptionMethods.contains(name) && !isProc {
            passed = Arguments(positional: arguments.positionalWithOptionsHash, keywords: nil, block: arguments.block)
        }
        let call = BuiltinCall(name: name, arguments: passed, context: context)
        let result = try typeMethod(receiver, call) ?? UniversalMethods.call(receiver, call)
        // What a template grows (a string doubled in a loop, an array pushed to for ever) is bounded.
        try Limits.checkGrowth(receiver, result, call)
        return result
    }

    /// Built-in methods that take keyword options (`truncate(20, omission: "…")`, `lines(chomp: true)`).
    static let keywordOptionMethods: Set<String> = [
        "truncate", "truncate_words", "parameterize", "humanize", "titleize", "titlecase", "lines", "each_line", "round",
        "floor", "ceil", "clone", "step", "to_sentence",
    ]

    public static func respondsTo(_ receiver: Value, _ name: String) -> Bool {
        typeMethodNames(receiver).contains(name) || UniversalMethods.names.contains(name)
    }

    /// Every method name the receiver answers, sorted, for did-you-mean suggestions.
    public static func methodNames(of receiver: Value) -> [String] {
        typeMethodNames(receiver).union(UniversalMethods.names).sorted()
    }

    /// Kernel#format / String#%: `%s %d %05.2f %-5s %x %<name>s %{name}` …
    public static func format(_ format: String, _ arguments: [Value], _ context: CallContext) throws -> String {
        try Formatter.format(format, arguments, context)
    }

    private static func typeMethod(_ receiver: Value, _ call: BuiltinCall) throws -> Value? {
        switch receiver {
        case .string(let s): return try StringMethods.call(s, call)
        case .symbol(let s): return try SymbolMethods.call(s, call)
        case .integer, .float: return try NumericMethods.call(receiver, call)
        case .array(let a): return try ArrayMethods.call(a, call)
        case .hash(let h): return try HashMethods.call(h, call)
        case .range(let r): return try RangeMethods.call(r, call)
        case .regexp(let r): return try RegexpMethods.call(r, call)
        case .matchData(let m): return try MatchDataMethods.call(m, call)
        case .nil, .bool: return try NilAndBooleanMethods.call(receiver, call)
        case .proc(let p): return try ProcMethods.call(p, call)
        case .object(let o as EnumeratorObject): return try o.callMethod(call.name, call.arguments, call.context)
        case .object: return nil
        }
    }

    private static func typeMethodNames(_ receiver: Value) -> Set<String> {
        switch receiver {
        case .string: return StringMethods.names
        case .symbol: return SymbolMethods.names
        case .integer: return NumericMethods.integerNames
        case .float: return NumericMethods.floatNames
        case .array: return ArrayMethods.names
        case .hash: return HashMethods.names
        case .range: return RangeMethods.names
        case .regexp: return RegexpMethods.names
        case .matchData: return MatchDataMethods.names
        case .nil: return NilAndBooleanMethods.nilNames
        case .bool: return NilAndBooleanMethods.booleanNames
        case .proc: return ProcMethods.names
        case .object(let o): return o is EnumeratorObject ? EnumeratorObject.names : []
        }
    }
}

/// A CallContext that also keeps Ruby's `$~` (and through it `$1`, `$2` …) conforms to this; built-in
/// matching methods (`=~`, `match`, `sub`/`gsub` with a block, `scan`) then record their match in it,
/// so template code reads `$1` after `if line =~ /(\w+)/` or inside a `gsub` block.
public protocol LastMatchRecording: AnyObject {
    func setLastMatch(_ match: MatchDataValue?)
}

extension BuiltinCall {
    func recordMatch(_ match: MatchDataValue?) {
        (context as? LastMatchRecording)?.setLastMatch(match)
    }
}
