import Foundation
import RubyText

/// Methods of Integer and Float. Integers are 64-bit: results that Ruby would turn into a Bignum
/// raise RangeError instead of silently wrapping.
enum NumericMethods {
    private static let shared: Set<String> = [
        "+", "-", "*", "/", "%", "**", "-@", "+@", "<", ">", "<=", ">=", "<=>", "==", "===", "eql?", "equal?",
        "modulo", "div", "divmod", "fdiv", "quo", "remainder", "pow", "abs", "magnitude", "to_s", "inspect", "to_i",
        "to_int", "to_f", "round", "floor", "ceil", "truncate", "zero?", "positive?", "negative?", "nonzero?",
        "between?", "clamp", "integer?", "finite?", "infinite?", "step", "coerce",
    ]
    static let integerNames: Set<String> = shared.union([
        "times", "upto", "downto", "even?", "odd?", "succ", "next", "pred", "chr", "ord", "ordinalize", "ordinal",
        "digits", "gcd", "lcm", "&", "|", "^", "<<", ">>", "~", "bit_length", "size",
    ])
    static let floatNames: Set<String> = shared.union(["nan?", "next_float", "prev_float"])

    static func call(_ receiver: Value, _ c: BuiltinCall) throws -> Value? {
        if case .integer(let n) = receiver, let result = try IntegerMethods.call(n, c) { return result }
        switch c.name {
        case "pow" where c.count == 2:
            // Modular exponentiation: 2.pow(10, 1000) is 24; the result takes the modulus's sign.
            guard case .integer(let base) = receiver, case .integer(var exponent) = c.arg(0), case .integer(let m) = c.arg(1) else {
                throw c.error("TypeError", "Integer#pow() 2nd argument not allowed unless all arguments are integers")
            }
            guard exponent >= 0 else { throw c.error("RangeError", "Integer#pow() 1st argument cannot be negative when 2nd argument specified") }
            guard m != 0 else { throw c.error("ZeroDivisionError", "divided by 0") }
            guard m != Int.min else { throw Arithmetic.overflow(c) }
            let modulus = abs(m)
            var result = UInt(1 % modulus)
            var b = UInt(Arithmetic.floorModulo(base, modulus))
            while exponent > 0 {
                if exponent & 1 == 1 { result = mulMod(result, b, UInt(modulus)) }
                b = mulMod(b, b, UInt(modulus))
                exponent >>= 1
            }
            // The result takes the modulus's sign, as `%` does.
            let positive = Int(result)
            return .integer(m < 0 && positive != 0 ? positive + m : positive)
        case "+", "-", "*", "/", "%", "**", "modulo", "div", "fdiv", "quo", "remainder", "pow", "divmod":
            try c.expect(1)
            return try Arithmetic.binary(c.name, receiver, c.arg(0), c)
        case "-@": try c.expect(0); return try Arithmetic.binary("-", .integer(0), receiver, c)
        case "+@": try c.expect(0); return receiver
        case "<", ">", "<=", ">=":
            try c.expect(1)
            guard let order = Value.compare(receiver, c.arg(0)) else {
                throw c.error("ArgumentError", "comparison of \(receiver.className) with \(comparisonName(c.arg(0))) failed")
            }
            switch c.name {
            case "<": return .bool(order < 0)
            case ">": return .bool(order > 0)
            case "<=": return .bool(order <= 0)
            default: return .bool(order >= 0)
            }
        case "<=>": try c.expect(1); return Value.compare(receiver, c.arg(0)).map { .integer($0) } ?? .nil
        case "==", "===": try c.expect(1); return .bool(Value.equal(receiver, c.arg(0)))
        case "eql?", "equal?": try c.expect(1); return .bool(Value.isEql(receiver, c.arg(0)))
        case "abs", "magnitude":
            try c.expect(0)
            if case .integer(let n) = receiver {
                guard n != Int.min else { throw Arithmetic.overflow(c) }
                return .integer(abs(n))
            }
            return .float(abs(receiver.numericDouble ?? 0))
        case "to_s", "inspect":
            if case .integer(let n) = receiver {
                try c.expect(0, 1)
                let radix = try c.optionalInt(0) ?? 10
                guard (2...36).contains(radix) else { throw c.error("ArgumentError", "invalid radix \(radix)") }
                return .str(String(n, radix: radix))
            }
            try c.expect(0)
            return .str(receiver.toS)
        case "to_i", "to_int":
            try c.expect(0)
            return try toInteger(receiver.numericDouble ?? 0, receiver, c)
        case "truncate" where c.count == 0 && c.arguments.keywords == nil:
            return try toInteger(receiver.numericDouble ?? 0, receiver, c)
        case "to_f": try c.expect(0); return .float(receiver.numericDouble ?? 0)
        case "round", "floor", "ceil", "truncate": return try Rounding.call(receiver, c)
        case "zero?": try c.expect(0); return .bool(receiver.numericDouble == 0)
        case "positive?": try c.expect(0); return .bool((receiver.numericDouble ?? 0) > 0)
        case "negative?": try c.expect(0); return .bool((receiver.numericDouble ?? 0) < 0)
        case "nonzero?": try c.expect(0); return receiver.numericDouble == 0 ? .nil : receiver
        case "between?":
            try c.expect(2)
            let low = try EnumerableOrdering.order(receiver, c.arg(0), c)
            let high = try EnumerableOrdering.order(receiver, c.arg(1), c)
            return .bool(low >= 0 && high <= 0)
        case "clamp": return try EnumerableOrdering.clamp(receiver, c)
        case "integer?": try c.expect(0); if case .integer = receiver { return .true }; return .false
        case "finite?": try c.expect(0); return .bool(receiver.numericDouble?.isFinite ?? true)
        case "infinite?":
            try c.expect(0)
            guard let f = receiver.numericDouble, f.isInfinite else { return .nil }
            return .integer(f < 0 ? -1 : 1)
        case "nan?": try c.expect(0); return .bool(receiver.numericDouble?.isNaN ?? false)
        case "next_float": try c.expect(0); return .float((receiver.numericDouble ?? 0).nextUp)
        case "prev_float": try c.expect(0); return .float((receiver.numericDouble ?? 0).nextDown)
        case "step": return try Stepping.step(receiver, c)
        case "coerce":
            try c.expect(1)
            if case .integer = receiver, case .integer = c.arg(0) { return .arr([c.arg(0), receiver]) }
            return .arr([.float(try Convert.double(c.arg(0), c.context)), .float(receiver.numericDouble ?? 0)])
        default: return nil
        }
    }

    /// (a × b) mod m without overflow, through the full-width product.
    static func mulMod(_ a: UInt, _ b: UInt, _ m: UInt) -> UInt {
        let product = a.multipliedFullWidth(by: b)
        return m.dividingFullWidth((product.high % m, product.low)).remainder
    }

    static func comparisonName(_ v: Value) -> String {
        switch v {
        case .integer, .float, .nil, .bool, .symbol: return v.inspect
        default: return v.className
        }
    }

    static func toInteger(_ f: Double, _ receiver: Value, _ c: BuiltinCall) throws -> Value {
        if case .integer = receiver { return receiver }
        guard f.isFinite else { throw c.error("FloatDomainError", RubyFloat.text(f)) }
        guard let n = Int(exactly: f.rounded(.towardZero)) else { throw Arithmetic.overflow(c) }
        return .integer(n)
    }
}

/// Integer-only methods.
enum IntegerMethods {
    static func call(_ n: Int, _ c: BuiltinCall) throws -> Value? {
        switch c.name {
        case "times":
            try c.expect(0)
            guard let block = c.block else {
                return .object(EnumeratorObject(receiver: .integer(n), method: c.name, lazyItems: {
                    try Limits.checkMembers(n, c)
                    return (0..<max(n, 0)).map { .integer($0) }
                }))
            }
            var i = 0
            while i < n { _ = try block.call([.integer(i)]); i += 1 }
            return .integer(n)
        case "upto", "downto":
            try c.expect(1)
            let limit = try c.int(0)
            let up = c.name == "upto"
            guard let block = c.block else {
                let count = up ? Limits.subtract(limit, n) : Limits.subtract(n, limit)
                try Limits.checkMembers(count, c)
                let values: [Int] = up ? (n <= limit ? Array(n...limit) : []) : (n >= limit ? Array((limit...n).reversed()) : [])
                return Enumerable.enumerator(.integer(n), c, values.map { .integer($0) })
            }
            // Walked lazily, so `break` in the block ends a long count early.
            var i = n
            while up ? i <= limit : i >= limit {
                _ = try block.call([.integer(i)])
                if i == (up ? Int.max : Int.min) { break }
                i += up ? 1 : -1
            }
            return .integer(n)
        case "even?": try c.expect(0); return .bool(n % 2 == 0)
        case "odd?": try c.expect(0); return .bool(n % 2 != 0)
        case "succ", "next": try c.expect(0); return try Arithmetic.binary("+", .integer(n), .integer(1), c)
        case "pred": try c.expect(0); return try Arithmetic.binary("-", .integer(n), .integer(1), c)
        case "chr":
            try c.expect(0, 1)
            guard n >= 0, let scalar = Unicode.Scalar(UInt32(clamping: n)), c.count == 1 || n < 256 else {
                throw c.error("RangeError", "\(n) out of char range")
            }
            return .str(String(Character(scalar)))
        case "ord": try c.expect(0); return .integer(n)
        case "ordinalize": try c.expect(0); return .str(String(n) + Inflector.ordinal(n))
        case "ordinal": try c.expect(0); return .str(Inflector.ordinal(n))
        case "digits":
            try c.expect(0, 1)
            let base = try c.optionalInt(0) ?? 10
            guard n >= 0 else { throw c.error("Math::DomainError", "out of domain") }
            guard base >= 2 else { throw c.error("ArgumentError", "invalid radix \(base)") }
            var out: [Value] = []
            var rest = n
            repeat { out.append(.integer(rest % base)); rest /= base } while rest > 0
            return .arr(out)
        case "gcd", "lcm":
            try c.expect(1)
            let m = try c.int(0)
            var (a, b) = (n.magnitude, m.magnitude)
            while b != 0 { (a, b) = (b, a % b) }
            if c.name == "gcd" {
                guard let g = Int(exactly: a) else { throw Arithmetic.overflow(c) }
                return .integer(g)
            }
            guard a != 0 else { return .integer(0) }
            let (l, overflow) = (n.magnitude / a).multipliedReportingOverflow(by: m.magnitude)
            guard !overflow, let lcm = Int(exactly: l) else { throw Arithmetic.overflow(c) }
            return .integer(lcm)
        case "&": try c.expect(1); return .integer(n & (try c.int(0)))
        case "|": try c.expect(1); return .integer(n | (try c.int(0)))
        case "^": try c.expect(1); return .integer(n ^ (try c.int(0)))
        case "<<": try c.expect(1); return .integer(n << (try c.int(0)))
        case ">>": try c.expect(1); return .integer(n >> (try c.int(0)))
        case "~": try c.expect(0); return .integer(~n)
        case "bit_length": try c.expect(0); return .integer(Int.bitWidth - (n < 0 ? (~n) : n).leadingZeroBitCount)
        case "size": try c.expect(0); return .integer(8)
        default: return nil
        }
    }
}

/// `step` on numbers: `1.step(10, 3)`, `1.0.step(2.0, 0.5)`, `10.step(1, -3)`.
enum Stepping {
    static func step(_ from: Value, _ c: BuiltinCall) throws -> Value {
        try c.expect(0, 2)
        let limit = c.optional(0) ?? c.arguments.option("to") ?? .nil
        let by = c.optional(1) ?? c.arguments.option("by") ?? .integer(1)
        if by.numericDouble == 0 { throw c.error("ArgumentError", "step can't be 0") }
        var values: [Value] = []
        if case .integer(let start) = from, case .integer(let step) = by, case .integer(let end) = limit {
            var i = start
            while step > 0 ? i <= end : i >= end {
                values.append(.integer(i))
                guard values.count < 10_000_000 else { break }
                let (next, overflow) = i.addingReportingOverflow(step)
                if overflow { break }
                i = next
            }
        } else {
            guard let start = from.numericDouble, let step = by.numericDouble, let end = limit.numericDouble else {
                throw c.error("ArgumentError", "step requires a numeric limit")
            }
            // Ruby computes the count first, then each value as start + i*step, to avoid drift.
            let steps = ((end - start) / step + 1e-9).rounded(.down)
            guard steps.isFinite else { throw c.error("RangeError", "cannot list an infinite sequence") }
            let n = Int(max(-1, min(steps, Double(Limits.maximumMembers))))
            if n >= 0 { for i in 0...n { values.append(.float(start + Double(i) * step)) } }
        }
        guard let block = c.block else { return Enumerable.enumerator(from, c, values) }
        for v in values { _ = try block.call([v]) }
        return from
    }
}
