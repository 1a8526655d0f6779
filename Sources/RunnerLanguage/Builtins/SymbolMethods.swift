import Foundation

/// Methods of symbols. Text-like methods answer as String's do on the symbol's name, returning symbols
/// where Ruby's Symbol does (`:a.upcase` → `:A`).
enum SymbolMethods {
    static let names: Set<String> = [
        "to_s", "id2name", "name", "to_sym", "to_proc", "length", "size", "upcase", "downcase", "capitalize",
        "swapcase", "succ", "next", "<=>", "<", ">", "<=", ">=", "[]", "slice", "start_with?", "end_with?", "empty?",
        "=~", "match", "match?", "casecmp", "casecmp?",
    ]

    private static let returningSymbols: Set<String> = ["upcase", "downcase", "capitalize", "swapcase", "succ", "next"]

    static func call(_ s: String, _ c: BuiltinCall) throws -> Value? {
        switch c.name {
        case "to_s", "id2name", "name": try c.expect(0); return .str(s)
        case "to_sym": try c.expect(0); return .symbol(s)
        case "to_proc": try c.expect(0); return .proc(toProc(s, c.context))
        case "<=>":
            try c.expect(1)
            guard case .symbol(let other) = c.arg(0) else { return .nil }
            return .integer(Equality.compareBytes(s, other))
        case "<", ">", "<=", ">=":
            try c.expect(1)
            guard case .symbol(let other) = c.arg(0) else {
                throw c.error("ArgumentError", "comparison of Symbol with \(c.arg(0).inspect) failed")
            }
            let order = Equality.compareBytes(s, other)
            switch c.name {
            case "<": return .bool(order < 0)
            case ">": return .bool(order > 0)
            case "<=": return .bool(order <= 0)
            default: return .bool(order >= 0)
            }
        default:
            guard names.contains(c.name) else { return nil }
            let box = StringBox(s)
            box.frozen = true
            guard let result = try StringMethods.call(box, c) else { return nil }
            if returningSymbols.contains(c.name), case .string(let t) = result { return .symbol(t.value) }
            return result
        }
    }

    /// `&:name`: a proc that calls `name` on its first argument with the rest as arguments.
    static func toProc(_ name: String, _ context: CallContext) -> ProcValue {
        ProcValue(isLambda: true, arity: -2, parameterCount: 1, location: nil) { arguments in
            guard let receiver = arguments.positional.first else {
                throw context.error("ArgumentError", "no receiver given")
            }
            let rest = Arguments(positional: Array(arguments.positional.dropFirst()), keywords: arguments.keywords, block: arguments.block)
            return try context.send(receiver, name, rest)
        }
    }
}
