import Foundation

/// The pieces of Enumerable that Array, Hash and Range also use directly: enumerator creation,
/// truth tests, reductions (`inject`, `sum`) and `to_h`.
extension Enumerable {
    /// The Enumerator a blockless call returns.
    static func enumerator(_ receiver: Value, _ c: BuiltinCall, _ items: [Value]) -> Value {
        .object(EnumeratorObject(receiver: receiver, method: c.name, arguments: c.args, items: items))
    }

    /// The truth test of `any?`/`all?`/`count`…: a pattern argument matched with `===`, else the block, else the item.
    static func test(_ item: Value, _ c: BuiltinCall) throws -> Bool {
        if c.count == 1 {
            if c.name == "find_index" { return Value.equal(item, c.arg(0)) }
            return try c.context.send(c.arg(0), "===", Arguments(positional: [item])).isTruthy
        }
        if let block = c.block { return try block.call([item]).isTruthy }
        return item.isTruthy
    }

    static func unique(_ items: [Value]) -> [Value] {
        var seen = Set<HashKey>()
        return items.filter { seen.insert(HashKey($0)).inserted }
    }

    /// The elements of an argument that must be an Array (or Range/Hash, enumerated).
    static func elements(of v: Value, _ c: BuiltinCall) throws -> [Value] {
        switch v {
        case .array(let a): return a.elements
        case .hash(let h): return h.pairs.map { .arr([$0.0, $0.1]) }
        case .range(let r): return try RangeMethods.members(r, c)
        default: throw c.error("TypeError", "wrong argument type \(v.className) (must respond to :each)")
        }
    }

    static func inject(_ items: [Value], _ c: BuiltinCall) throws -> Value {
        try c.expect(0, 2)
        var rest = items[...]
        var memo: Value
        var operatorName: String?
        switch (c.count, c.block) {
        case (2, _):
            memo = c.arg(0)
            operatorName = try Convert.name(c.arg(1), c.context)
        case (1, nil):
            operatorName = try Convert.name(c.arg(0), c.context)
            guard let first = rest.popFirst() else { return .nil }
            memo = first
        case (1, _):
            memo = c.arg(0)
        default:
            guard let first = rest.popFirst() else { return .nil }
            memo = first
        }
        for item in rest {
            if let op = operatorName {
                memo = try c.context.send(memo, op, Arguments(positional: [item]))
            } else {
                memo = try c.requireBlock().call([memo, item])
            }
        }
        return memo
    }

    /// `sum`: integers exactly, floats with Kahan-Babuska compensation (as Ruby does, so
    /// `[0.1, 0.2, 0.3].sum` is 0.6), anything else with `+`.
    static func sum(_ items: [Value], _ c: BuiltinCall) throws -> Value {
        try c.expect(0, 1)
        let values = try c.block.map { block in try items.map { try block.call([$0]) } } ?? items
        // ActiveSupport: without an initial value, non-numeric items are added with `+` (`["a", "b"].sum` is "ab").
        if c.count == 0, let first = values.first, first.numericDouble == nil {
            return try values.dropFirst().reduce(first) { try c.context.send($0, "+", Arguments(positional: [$1])) }
        }
        var memo = c.count == 1 ? c.arg(0) : .integer(0)
        var floatSum: Double?
        var compensation = 0.0
        for item in values {
            if floatSum == nil, case .float = item, let start = memo.numericDouble { floatSum = start }
            if let current = floatSum, let x = item.numericDouble {
                let t = current + x
                if abs(current) >= abs(x) { compensation += (current - t) + x } else { compensation += (x - t) + current }
                floatSum = t
                continue
            }
            if let current = floatSum { memo = .float(current + compensation); floatSum = nil; compensation = 0 }
            memo = try c.context.send(memo, "+", Arguments(positional: [item]))
        }
        if let current = floatSum { return .float(current + compensation) }
        return memo
    }

    static func toHash(_ items: [Value], _ c: BuiltinCall) throws -> Value {
        try c.expect(0)
        let out = HashBox()
        for (i, raw) in items.enumerated() {
            let pair = try c.block.map { try $0.call([raw]) } ?? raw
            guard case .array(let a) = pair else {
                throw c.error("TypeError", "wrong element type \(pair.className) at \(i) (expected array)")
            }
            guard a.elements.count == 2 else {
                throw c.error("ArgumentError", "wrong array length at \(i) (expected 2, was \(a.elements.count))")
            }
            out[a.elements[0]] = a.elements[1]
        }
        return .hash(out)
    }
}
