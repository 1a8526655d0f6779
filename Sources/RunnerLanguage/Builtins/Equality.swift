import Foundation

// Ruby's `==` and `<=>` between built-in values.

extension Value {
    /// Ruby `==`: numbers compare by value across Integer/Float (`1 == 1.0`), strings and symbols never
    /// equal each other, arrays and hashes compare element by element (hash order does not matter).
    public static func equal(_ a: Value, _ b: Value) -> Bool {
        var visiting = Set<PairKey>()
        return Equality.equal(a, b, &visiting)
    }

    /// Ruby `<=>`: -1, 0 or 1, nil when the values are not comparable (`1 <=> "a"`).
    public static func compare(_ a: Value, _ b: Value) -> Int? {
        Equality.compare(a, b, depth: 0)
    }

    /// The value as a Double when it is a number.
    var numericDouble: Double? {
        switch self {
        case .integer(let i): return Double(i)
        case .float(let f): return f
        default: return nil
        }
    }
}

/// Identity pair of two containers being compared, to stop on self-containing structures.
struct PairKey: Hashable {
    let a: ObjectIdentifier
    let b: ObjectIdentifier
}

enum Equality {
    static func compare(_ a: Value, _ b: Value, depth: Int) -> Int? {
        switch (a, b) {
        case (.integer(let x), .integer(let y)): return x < y ? -1 : (x == y ? 0 : 1)
        case (.integer, .float), (.float, .integer), (.float, .float):
            guard let x = a.numericDouble, let y = b.numericDouble, !x.isNaN, !y.isNaN else { return nil }
            return x < y ? -1 : (x == y ? 0 : 1)
        case (.string(let x), .string(let y)): return compareBytes(x.value, y.value)
        case (.symbol(let x), .symbol(let y)): return compareBytes(x, y)
        case (.array(let x), .array(let y)):
            if x === y { return 0 }
            guard depth < Inspector.maximumDepth else { return nil }
            for (l, r) in zip(x.elements, y.elements) {
                guard let c = compare(l, r, depth: depth + 1) else { return nil }
                if c != 0 { return c }
            }
            let (m, n) = (x.elements.count, y.elements.count)
            return m < n ? -1 : (m == n ? 0 : 1)
        case (.nil, .nil): return 0
        case (.bool(let x), .bool(let y)): return x == y ? 0 : nil
        default: return Value.equal(a, b) ? 0 : nil
        }
    }

    static func equal(_ a: Value, _ b: Value, _ visiting: inout Set<PairKey>) -> Bool {
        switch (a, b) {
        case (.nil, .nil): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.integer(let x), .integer(let y)): return x == y
        case (.integer(let x), .float(let y)): return Double(x) == y
        case (.float(let x), .integer(let y)): return x == Double(y)
        case (.float(let x), .float(let y)): return x == y
        case (.string(let x), .string(let y)): return x === y || x.value == y.value
        case (.symbol(let x), .symbol(let y)): return x == y
        case (.array(let x), .array(let y)):
            if x === y { return true }
            guard x.elements.count == y.elements.count else { return false }
            let key = PairKey(a: ObjectIdentifier(x), b: ObjectIdentifier(y))
            // Ruby treats a recursive comparison already in progress as equal; past the depth bound,
            // structures are compared by identity rather than exhausting the stack.
            if visiting.contains(key) { return true }
            if visiting.count >= Inspector.maximumDepth { return false }
            visiting.insert(key)
            defer { visiting.remove(key) }
            for (l, r) in zip(x.elements, y.elements) where !equal(l, r, &visiting) { return false }
            return true
        case (.hash(let x), .hash(let y)):
            if x === y { return true }
            guard x.count == y.count else { return false }
            let key = PairKey(a: ObjectIdentifier(x), b: ObjectIdentifier(y))
            if visiting.contains(key) { return true }
            if visiting.count >= Inspector.maximumDepth { return false }
            visiting.insert(key)
            defer { visiting.remove(key) }
            for (k, v) in x.pairs {
                guard let other = y[k], equal(v, other, &visiting) else { return false }
            }
            return true
        case (.range(let x), .range(let y)):
            return x.exclusive == y.exclusive && equal(x.lower, y.lower, &visiting) && equal(x.upper, y.upper, &visiting)
        case (.regexp(let x), .regexp(let y)): return x.source == y.source && x.options == y.options
        case (.matchData(let x), .matchData(let y)):
            return x === y || (x.string == y.string && x.groups == y.groups && x.range == y.range)
        case (.proc(let x), .proc(let y)): return x === y
        case (.object(let x as RubyInstance), _): return x.isEqual(to: b)
        case (.object(let x), .object(let y)): return x === y
        default: return false
        }
    }

    /// Ruby compares strings bytewise (UTF-8), which differs from Swift's Unicode-aware `<`.
    static func compareBytes(_ a: String, _ b: String) -> Int {
        var i = a.utf8.makeIterator()
        var j = b.utf8.makeIterator()
        while true {
            switch (i.next(), j.next()) {
            case (nil, nil): return 0
            case (nil, _): return -1
            case (_, nil): return 1
            case (let x?, let y?): if x != y { return x < y ? -1 : 1 }
            }
        }
    }
}
