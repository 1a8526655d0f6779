import Foundation

/// Methods of Range: integer ranges iterate without building arrays; string ranges (`'a'..'e'`)
/// iterate with `succ`; float ranges only answer membership.
enum RangeMethods {
    static let names: Set<String> = Enumerable.names.union([
        "each", "to_a", "to_ary", "entries", "include?", "member?", "cover?", "===", "first", "last", "begin", "end",
        "min", "max", "sum", "size", "count", "step", "%", "reverse_each", "exclude_end?", "to_s", "inspect", "==",
    ])

    /// A generous bound on materialised ranges, so `(1..10**12).to_a` fails instead of exhausting memory.
    static let maximumMembers = Limits.maximumMembers

    static func call(_ r: RangeValue, _ c: BuiltinCall) throws -> Value? {
        switch c.name {
        case "each":
            try c.expect(0)
            guard let block = c.block else {
                // Listed only when needed: `(1..).each.with_index { }` runs lazily through the block.
                return .object(EnumeratorObject(receiver: .range(r), method: c.name, lazyItems: { try members(r, c) }))
            }
            if case .integer(let start) = r.lower {
                // Integer ranges (endless ones included) are walked lazily so `break` can end them.
                let end = try integerEnd(r, c)
                var i = start
                while end.map({ i <= $0 }) ?? true {
                    _ = try block.call([.integer(i)])
                    if i == Int.max { break }
                    i += 1
                }
                return .range(r)
            }
            for v in try members(r, c) { _ = try block.call([v]) }
            return .range(r)
        case "to_a", "to_ary", "entries": try c.expect(0); return .arr(try members(r, c))
        case "include?", "member?", "===", "cover?":
            try c.expect(1)
            if c.name != "cover?" && c.name != "===", case .string = r.lower {
                return .bool(try members(r, c).contains { Value.equal($0, c.arg(0)) })
            }
            return .bool(try covers(r, c.arg(0), c))
        case "first", "begin":
            if c.name == "begin" || c.count == 0 {
                if c.name == "first" && r.lower.isNil { throw c.error("RangeError", "cannot get the first element of beginless range") }
                return r.lower
            }
            try c.expect(1)
            let n = try c.int(0)
            guard n >= 0 else { throw c.error("ArgumentError", "negative array size (or size too big)") }
            if case .integer(let start) = r.lower {
                let end = try integerEnd(r, c)
                let last = Limits.add(start, n - 1)
                let upper = end.map { min($0, last) } ?? last
                try Limits.checkMembers(Limits.subtract(upper, start), c)
                return .arr(upper < start ? [] : (start...upper).map { .integer($0) })
            }
            return .arr(Array(try members(r, c).prefix(n)))
        case "last", "end":
            if c.name == "end" || c.count == 0 { return r.upper }
            try c.expect(1)
            let n = try c.int(0)
            guard n >= 0 else { throw c.error("ArgumentError", "negative array size") }
            return .arr(Array(try members(r, c).suffix(n)))
        case "min", "max":
            if c.block == nil && c.count == 0, let low = r.lower.numericDouble, let high = r.upper.numericDouble {
                // Numeric ranges answer from their ends without iterating: (0.5..2.5).max is 2.5.
                guard low < high || (low == high && !r.exclusive) else { return .nil }
                if c.name == "min" { return r.lower }
                guard r.exclusive else { return r.upper }
                guard case .integer(let e) = r.upper, case .integer = r.lower else {
                    throw c.error("TypeError", "cannot exclude non Integer end value")
                }
                return .integer(e - 1)
            }
            return try EnumerableOrdering.minMax(try members(r, c), c)
        case "sum":
            if c.block == nil && c.count == 0, case .integer(let start) = r.lower, let end = try integerEnd(r, c) {
                guard start <= end else { return .integer(0) }
                let (n, o1) = end.subtractingReportingOverflow(start)
                let (a, o2) = start.addingReportingOverflow(end)
                let (product, o3) = (n &+ 1).multipliedReportingOverflow(by: a)
                if o1 || o2 || o3 || n == Int.max { throw Arithmetic.overflow(c) }
                return .integer(product / 2)
            }
            return try Enumerable.sum(try members(r, c), c)
        case "count" where c.count == 0 && c.block == nil:
            if case .integer = r.lower { return try call(r, BuiltinCall(name: "size", arguments: c.arguments, context: c.context)) }
            return .integer(try members(r, c).count)
        case "size":
            try c.expect(0)
            if case .integer(let start) = r.lower {
                guard let end = try integerEnd(r, c) else { return .float(.infinity) }
                return .integer(max(0, Limits.add(Limits.subtract(end, start), 1)))
            }
            // Only numeric ranges have a size; ("a".."z").size is nil.
            guard let low = r.lower.numericDouble, let high = r.upper.numericDouble else { return .nil }
            let n = (high - low).rounded(.down) + ((r.exclusive && (high - low).rounded(.down) == high - low) ? 0 : 1)
            guard n.isFinite else { return .float(n.isNaN ? .nan : .infinity) }
            return .integer(max(0, Int(min(n, Double(Int.max / 2)))))
        case "step", "%":
            try c.expect(1)
            let step = c.arg(0)
            guard let by = step.numericDouble, by > 0 else {
                throw c.error("ArgumentError", step.numericDouble == 0 ? "step can't be 0" : "step can't be negative")
            }
            var values: [Value] = []
            if case .integer(let start) = r.lower, case .integer(let n) = step, let end = try integerEnd(r, c) {
                values = stride(from: start, through: end, by: n).prefix(maximumMembers).map { .integer($0) }
            } else if let start = r.lower.numericDouble, let end = r.upper.numericDouble {
                let steps = ((end - start) / by + 1e-9).rounded(.down)
                guard steps.isFinite else { throw c.error("RangeError", "cannot list an infinite sequence") }
                let count = Int(max(-1, min(steps, Double(maximumMembers))))
                if count >= 0 {
                    for i in 0...min(count, maximumMembers) {
                        let v = start + Double(i) * by
                        if r.exclusive && v >= end { break }
                        values.append(.float(v))
                    }
                }
            } else {
                values = try members(r, c).enumerated().filter { $0.offset % max(1, Int(min(by, Double(maximumMembers)))) == 0 }.map { $0.element }
            }
            guard let block = c.block else { return Enumerable.enumerator(.range(r), c, values) }
            for v in values { _ = try block.call([v]) }
            return .range(r)
        case "exclude_end?": try c.expect(0); return .bool(r.exclusive)
        case "to_s": try c.expect(0); return .str(Value.range(r).toS)
        case "inspect": try c.expect(0); return .str(Value.range(r).inspect)
        case "==": try c.expect(1); return .bool(Value.equal(.range(r), c.arg(0)))
        default:
            return try Enumerable.call(try members(r, c), .range(r), c)
        }
    }

    /// The last integer of an integer range, nil for an endless one.
    private static func integerEnd(_ r: RangeValue, _ c: BuiltinCall) throws -> Int? {
        switch r.upper {
        case .nil: return nil
        case .integer(let e): return r.exclusive ? Limits.subtract(e, 1) : e
        case .float(let f):
            if f == .infinity { return nil }
            let floor = f.rounded(.down)
            return Int(exactly: (r.exclusive && floor == f) ? floor - 1 : floor) ?? Int.max
        default: throw c.error("TypeError", "can't iterate from Integer")
        }
    }

    /// Every member, for ranges that can be listed (integer and string ranges).
    static func members(_ r: RangeValue, _ c: BuiltinCall) throws -> [Value] {
        switch r.lower {
        case .integer(let start):
            guard let end = try integerEnd(r, c) else { throw c.error("RangeError", "cannot convert endless range to an array") }
            guard end >= start else { return [] }
            guard Limits.subtract(end, start) < maximumMembers else { throw c.error("RangeError", "range too large to list: \(Value.range(r).inspect)") }
            return (start...end).map { .integer($0) }
        case .string(let s):
            guard case .string(let e) = r.upper else {
                if r.upper.isNil { throw c.error("RangeError", "cannot convert endless range to an array") }
                throw c.error("TypeError", "can't iterate from String")
            }
            return StringSuccession.range(from: s.value, to: e.value, exclusive: r.exclusive).map { .str($0) }
        case .nil: throw c.error("TypeError", "can't iterate from NilClass")
        default: throw c.error("TypeError", "can't iterate from \(r.lower.className)")
        }
    }

    /// `cover?`: whether the value lies between the ends by `<=>` (nil ends are open).
    static func covers(_ r: RangeValue, _ v: Value, _ c: BuiltinCall) throws -> Bool {
        if !r.lower.isNil {
            guard let low = Value.compare(r.lower, v), low <= 0 else { return false }
        }
        if !r.upper.isNil {
            guard let high = Value.compare(v, r.upper) else { return false }
            return r.exclusive ? high < 0 : high <= 0
        }
        return true
    }
}
