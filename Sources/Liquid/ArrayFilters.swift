/// Liquid's array filters (and `size`, `first`, `last`), over Liquid's `InputIterator` view of the input.
enum ArrayFilters {
    typealias F = LiquidFilters.Filter

    static let all: [(String, F)] = [
        ("size", F(arity: 1...1) { input, _, _ in try VariableLookup.command("size", on: input) ?? .int(0) }),
        ("first", F(arity: 1...1) { input, _, _ in first(input) }),
        ("last", F(arity: 1...1) { input, _, _ in last(input) }),
        ("join", F(arity: 1...2) { input, args, _ in
            let parts = FilterSupport.items(input).map(\.rubyToS), separator = args.first?.rubyToS ?? " "
            try LiquidLimits.checkJoined(parts, separator: separator)
            return .string(parts.joined(separator: separator))
        }),
        ("reverse", F(arity: 1...1) { input, _, _ in .array(FilterSupport.items(input).reversed()) }),
        ("sort", F(arity: 1...2) { input, args, _ in try sort(input, args.first ?? .nil, natural: false) }),
        ("sort_natural", F(arity: 1...2) { input, args, _ in try sort(input, args.first ?? .nil, natural: true) }),
        ("where", F(arity: 2...3, body: whereFilter)),
        ("uniq", F(arity: 1...2, body: uniq)),
        ("map", F(arity: 2...2) { input, args, _ in
            .array(try FilterSupport.items(input).map { item in
                if case .string("to_liquid") = args[0] { return item }
                return try FilterSupport.property(item, args[0]) ?? .nil
            })
        }),
        ("compact", F(arity: 1...2, body: compact)),
        ("concat", F(arity: 2...2) { input, args, _ in
            guard case .array(let more) = args[0] else { throw LiquidError.argument("concat filter requires an array argument") }
            let items = FilterSupport.items(input)
            try LiquidLimits.checkMembers(LiquidLimits.sum(items.count, more.count))
            return .array(items + more)
        }),
    ]

    static func first(_ value: LiquidValue) -> LiquidValue {
        switch value {
        case .array, .hash, .range: return (try? VariableLookup.command("first", on: value)) ?? .nil
        default: return .nil
        }
    }

    static func last(_ value: LiquidValue) -> LiquidValue {
        switch value {
        case .array, .range: return (try? VariableLookup.command("last", on: value)) ?? .nil
        default: return .nil
        }
    }

    /// `nil_safe_compare`: Ruby's `<=>`, nils last, incompatible values an error.
    private static func compare(_ a: LiquidValue, _ b: LiquidValue) throws -> Int {
        if let c = a.compare(b) { return c }
        if a.isNil { return 1 }
        if b.isNil { return -1 }
        throw LiquidError.argument("cannot sort values of incompatible types")
    }

    /// `nil_safe_casecmp`: ASCII case-insensitive, nils last.
    private static func caseCompare(_ a: LiquidValue, _ b: LiquidValue) -> Int {
        guard !a.isNil, !b.isNil else { return a.isNil ? 1 : -1 }
        let x = Array(a.rubyToS.utf8).map(lower), y = Array(b.rubyToS.utf8).map(lower)
        return x.lexicographicallyPrecedes(y) ? -1 : (x == y ? 0 : 1)
    }

    private static func lower(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }

    private static func sort(_ input: LiquidValue, _ property: LiquidValue, natural: Bool) throws -> LiquidValue {
        let items = FilterSupport.items(input)
        if items.isEmpty { return .array([]) }
        var keyed: [(key: LiquidValue, item: LiquidValue)] = []
        if property.isNil {
            keyed = items.map { ($0, $0) }
        } else {
            for item in items {
                guard let key = try FilterSupport.property(item, property) else { return .nil }
                keyed.append((key, item))
            }
        }
        var failure: Error?
        let sorted = keyed.sorted { a, b in
            if failure != nil { return false }
            if natural { return caseCompare(a.key, b.key) < 0 }
            do { return try compare(a.key, b.key) < 0 } catch {
                failure = error
                return false
            }
        }
        if let failure { throw failure }
        return .array(sorted.map(\.item))
    }

    private static func whereFilter(_ input: LiquidValue, _ args: [LiquidValue], _ context: LiquidContext) throws -> LiquidValue {
        let items = FilterSupport.items(input)
        if items.isEmpty { return .array([]) }
        let target = args.count > 1 ? args[1] : .nil
        var kept: [LiquidValue] = []
        for item in items {
            guard let value = try FilterSupport.property(item, args[0]) else { return .nil }
            if target.isNil ? value.isTruthy : value == target { kept.append(item) }
        }
        return .array(kept)
    }

    private static func uniq(_ input: LiquidValue, _ args: [LiquidValue], _ context: LiquidContext) throws -> LiquidValue {
        let items = FilterSupport.items(input)
        let property = args.first ?? .nil
        if !property.isNil, items.isEmpty { return .array([]) }
        var seen: [LiquidValue] = []
        var kept: [LiquidValue] = []
        for item in items {
            let key: LiquidValue
            if property.isNil {
                key = item
            } else {
                guard let value = try FilterSupport.property(item, property) else { return .nil }
                key = value
            }
            if !seen.contains(where: { $0.strictlyEquals(key) }) {
                seen.append(key)
                kept.append(item)
            }
        }
        return .array(kept)
    }

    private static func compact(_ input: LiquidValue, _ args: [LiquidValue], _ context: LiquidContext) throws -> LiquidValue {
        let items = FilterSupport.items(input)
        let property = args.first ?? .nil
        if property.isNil { return .array(items.filter { !$0.isNil }) }
        if items.isEmpty { return .array([]) }
        var kept: [LiquidValue] = []
        for item in items {
            guard let value = try FilterSupport.property(item, property) else { return .nil }
            if !value.isNil { kept.append(item) }
        }
        return .array(kept)
    }
}
