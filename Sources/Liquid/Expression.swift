/// A parsed Liquid expression (Liquid's `Expression.parse`): a literal, a variable lookup, a range,
/// or the `empty`/`blank` method literals of conditions.
indirect enum Expression: Sendable {
    case literal(LiquidValue)
    case lookup(VariableLookup)
    case range(Expression, Expression)
    /// `empty` / `blank` on one side of `==`: calls `empty?` / `blank?` on the other side.
    case methodLiteral(String)

    private static let integers = RubyRegex(#"\A(-?\d+)\z"#)
    private static let floats = RubyRegex(#"\A(-?\d[\d\.]+)\z"#)
    private static let ranges = RubyRegex(#"\A\(\s*(?>(\S+)\s*\.\.)\s*(\S+)\s*\)\z"#)

    /// Liquid's literal table: nil/null/'' are nil, blank and empty are "".
    private static let literals: [String: LiquidValue] = [
        "nil": .nil, "null": .nil, "": .nil, "true": .bool(true), "false": .bool(false), "blank": .string(""), "empty": .string(""),
    ]

    static func parse(_ markup: String?) -> Expression {
        guard let markup else { return .literal(.nil) }
        let text = markup.rubyStrip
        if text.count >= 1, (text.hasPrefix("\"") && text.hasSuffix("\"")) || (text.hasPrefix("'") && text.hasSuffix("'")) {
            let scalars = Array(text.unicodeScalars)
            return .literal(.string(scalars.count < 2 ? "" : String(String.UnicodeScalarView(scalars[1..<(scalars.count - 1)]))))
        }
        if let groups = integers.match(text), let digits = groups[1] {
            return .literal(Int(digits).map { .int($0) } ?? .double(Double(digits) ?? 0))
        }
        if let groups = ranges.match(text), let start = groups[1], let end = groups[2] {
            let first = parse(start), last = parse(end)
            if case .literal(let a) = first, case .literal(let b) = last {
                return .literal(.range(Conversions.rubyToI(a), Conversions.rubyToI(b)))
            }
            return .range(first, last)
        }
        if let groups = floats.match(text), let digits = groups[1] {
            return .literal(.double(Conversions.rubyToF(digits)))
        }
        if let literal = literals[text] { return .literal(literal) }
        return .lookup(VariableLookup(text))
    }

    /// `parse` for a condition operand, where `empty` and `blank` are method literals.
    static func parseCondition(_ markup: String?) -> Expression {
        if let markup, markup == "empty" || markup == "blank" { return .methodLiteral(markup) }
        return parse(markup)
    }

    func evaluate(_ context: LiquidContext) throws -> LiquidValue {
        switch self {
        case .literal(let value): return value
        case .lookup(let lookup): return try lookup.evaluate(context)
        case .methodLiteral: return .string("")
        case .range(let start, let end):
            return .range(try Conversions.rangeBound(start.evaluate(context)), try Conversions.rangeBound(end.evaluate(context)))
        }
    }
}

/// `name.key[0].size`: Liquid's `VariableLookup`.
struct VariableLookup: Sendable {
    enum Key: Sendable {
        case name(String)
        case expression(Expression)
    }

    private static let parser = RubyRegex(#"\[[^\]]+\]|[\w\-]+\??"#)
    private static let commands: Set<String> = ["size", "first", "last"]

    let name: Key?
    let lookups: [Key]

    init(_ markup: String) {
        var parts = Self.parser.scan(markup).compactMap { $0[0] }
        func key(_ part: String) -> Key {
            if part.hasPrefix("["), part.hasSuffix("]") { return .expression(Expression.parse(String(part.dropFirst().dropLast()))) }
            return .name(part)
        }
        name = parts.isEmpty ? nil : key(parts.removeFirst())
        lookups = parts.map(key)
    }

    func evaluate(_ context: LiquidContext) throws -> LiquidValue {
        let first: LiquidValue
        switch name {
        case nil: first = .nil
        case .name(let n): first = .string(n)
        case .expression(let e): first = try e.evaluate(context)
        }
        var object = context.findVariable(first)
        for lookup in lookups {
            let key: LiquidValue
            let isCommand: Bool
            switch lookup {
            case .name(let n):
                key = .string(n)
                isCommand = Self.commands.contains(n)
            case .expression(let e):
                key = try e.evaluate(context)
                isCommand = false
            }
            if let found = Self.index(object, key) {
                object = found
            } else if isCommand, case .string(let command) = key, let result = try Self.command(command, on: object) {
                object = result
            } else {
                return .nil
            }
        }
        return object
    }

    /// `object[key]` where Ruby's lookup takes it: a hash that has the key, an array with an integer, a drop.
    static func index(_ object: LiquidValue, _ key: LiquidValue) -> LiquidValue? {
        switch (object, key) {
        case (.hash(let hash), .string(let k)): return hash.contains(k) ? hash[k] : nil
        case (.array(let items), .int(let i)):
            let index = i < 0 ? items.count + i : i
            return items.indices.contains(index) ? items[index] : .nil
        case (.drop(let drop), .string(let k)): return drop.value(for: k)
        default: return nil
        }
    }

    /// `size`, `first` and `last` where the object answers them.
    static func command(_ name: String, on object: LiquidValue) throws -> LiquidValue? {
        switch (name, object) {
        case ("size", .string(let s)): return .int(s.unicodeScalars.count)
        case ("size", .array(let a)): return .int(a.count)
        case ("size", .hash(let h)): return .int(h.pairs.count)
        case ("size", .int): return .int(8)
        case ("size", .range(let a, let b)):
            // (Int.min..Int.max) has 2^64 numbers, a bignum in Ruby.
            guard a <= b else { return .int(0) }
            let (span, overflow) = b.subtractingReportingOverflow(a)
            guard !overflow, span < Int.max else { throw LiquidError.bignum("the size of \(a)..\(b)") }
            return .int(span + 1)
        case ("first", .array(let a)): return a.first ?? .nil
        case ("last", .array(let a)): return a.last ?? .nil
        case ("first", .hash(let h)): return h.pairs.first.map { .array([.string($0.key), $0.value]) } ?? .nil
        case ("first", .range(let a, _)): return .int(a)
        case ("last", .range(_, let b)): return .int(b)
        default: return nil
        }
    }
}
