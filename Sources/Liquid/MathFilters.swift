import Foundation

/// Liquid's math filters: Integer arithmetic as Ruby's (floored division), floats through
/// BigDecimal (so decimal sums come out as written), results back as Floats.
enum MathFilters {
    typealias F = LiquidFilters.Filter
    typealias N = Conversions.Number

    static let all: [(String, F)] = [
        ("plus", binary { try apply($0, $1, "+") }),
        ("minus", binary { try apply($0, $1, "-") }),
        ("times", binary { try apply($0, $1, "*") }),
        ("divided_by", binary { try apply($0, $1, "/") }),
        ("modulo", binary { try apply($0, $1, "%") }),
        ("abs", F(arity: 1...1) { input, _, _ in
            switch Conversions.number(input) {
            case .int(let i):
                guard i != .min else { throw LiquidError.bignum("\(i).abs") }
                return .int(abs(i))
            case .decimal(let d): return N.decimal(d < 0 ? -d : d).value
            case .float(let f): return .double(abs(f))
            }
        }),
        ("ceil", F(arity: 1...1) { input, _, _ in try rounded(Conversions.number(input), .up) }),
        ("floor", F(arity: 1...1) { input, _, _ in try rounded(Conversions.number(input), .down) }),
        ("round", F(arity: 1...2) { input, args, _ in try round(input, args.first ?? .int(0)) }),
        ("at_least", binary { a, b in
            let (x, y) = (Conversions.number(a), Conversions.number(b))
            return (y.double > x.double ? y : x).value
        }),
        ("at_most", binary { a, b in
            let (x, y) = (Conversions.number(a), Conversions.number(b))
            return (y.double < x.double ? y : x).value
        }),
    ]

    static func binary(_ body: @escaping @Sendable (LiquidValue, LiquidValue) throws -> LiquidValue) -> F {
        F(arity: 2...2) { input, args, _ in try body(input, args[0]) }
    }

    static func apply(_ a: LiquidValue, _ b: LiquidValue, _ op: String) throws -> LiquidValue {
        let x = Conversions.number(a), y = Conversions.number(b)
        switch (x, y) {
        case (.int(let i), .int(let j)):
            return try integer(i, j, op)
        case (.float, _), (_, .float):
            return .double(float(x.double, y.double, op))
        default:
            guard let p = x.decimal, let q = y.decimal else { return .nil }
            return decimal(p, q, op)
        }
    }

    /// Ruby's Integer arithmetic (floored division and modulo) without a trap: what does not fit
    /// in 64 bits (`Int.max + 1`, `Int.min / -1`) is Ruby's bignum, an error here.
    private static func integer(_ i: Int, _ j: Int, _ op: String) throws -> LiquidValue {
        let result: (partialValue: Int, overflow: Bool)
        switch op {
        case "+": result = i.addingReportingOverflow(j)
        case "-": result = i.subtractingReportingOverflow(j)
        case "*": result = i.multipliedReportingOverflow(by: j)
        case "/":
            guard j != 0 else { throw LiquidError.argument("divided by 0") }
            result = i.dividedReportingOverflow(by: j)
            if !result.overflow, i.remainderReportingOverflow(dividingBy: j).partialValue != 0, (i < 0) != (j < 0) {
                return .int(result.partialValue - 1)
            }
        default:
            guard j != 0 else { throw LiquidError.argument("divided by 0") }
            // Int.min % -1 is 0 in Ruby; Swift's remainder traps there.
            let r = j == -1 ? 0 : i % j
            return .int(r != 0 && (r < 0) != (j < 0) ? r + j : r)
        }
        if result.overflow { throw LiquidError.bignum("\(i) \(op) \(j)") }
        return .int(result.partialValue)
    }

    private static func float(_ a: Double, _ b: Double, _ op: String) -> Double {
        switch op {
        case "+": return a + b
        case "-": return a - b
        case "*": return a * b
        case "/": return a / b
        default:
            let r = a.truncatingRemainder(dividingBy: b)
            return r != 0 && (r < 0) != (b < 0) ? r + b : r
        }
    }

    private static func decimal(_ a: Decimal, _ b: Decimal, _ op: String) -> LiquidValue {
        switch op {
        case "+": return N.decimal(a + b).value
        case "-": return N.decimal(a - b).value
        case "*": return N.decimal(a * b).value
        case "/":
            if b == 0 { return .double(a == 0 ? .nan : (a < 0 ? -.infinity : .infinity)) }
            return N.decimal(a / b).value
        default:
            if b == 0 { return .double(.nan) }
            var quotient = a / b
            var floored = Decimal()
            NSDecimalRound(&floored, &quotient, 0, .down)
            return N.decimal(a - b * floored).value
        }
    }

    private static func rounded(_ n: N, _ mode: NSDecimalNumber.RoundingMode) throws -> LiquidValue {
        switch n {
        case .int(let i): return .int(i)
        case .decimal(var d):
            var result = Decimal()
            NSDecimalRound(&result, &d, 0, mode)
            return .int(try integer(result))
        case .float(let f):
            throw LiquidError.argument(f.isNaN ? "NaN" : (f < 0 ? "-Infinity" : "Infinity"))
        }
    }

    /// A whole Decimal as an Int: one past 64 bits is Ruby's bignum, an error here.
    private static func integer(_ d: Decimal) throws -> Int {
        guard let i = Int(d.description) else { throw LiquidError.bignum("\(d.description) is past 64 bits") }
        return i
    }

    private static func round(_ input: LiquidValue, _ digits: LiquidValue) throws -> LiquidValue {
        var places: Int
        switch Conversions.number(digits) {
        case .int(let i): places = i
        case .decimal(let d): places = Int(exactly: (Double(d.description) ?? 0).rounded(.towardZero)) ?? .max
        case .float: places = 0
        }
        // Ruby's `round(n)` takes a C int: past it a RangeError, which Liquid writes as "internal".
        guard let _ = Int32(exactly: places) else { throw LiquidError.argument("internal") }
        // A Decimal has at most 38 digits and exponents within -128...127: rounding at 200 places
        // either way gives what any farther place gives, without NSDecimalRound's scale overflowing.
        places = min(max(places, -200), 200)
        let zero = digits == .int(0)
        switch Conversions.number(input) {
        case .int(let i):
            guard places < 0 else { return .int(i) }
            var d = Decimal(i), result = Decimal()
            NSDecimalRound(&result, &d, places, .plain)
            return .int(try integer(result))
        case .decimal(var d):
            var result = Decimal()
            NSDecimalRound(&result, &d, places, .plain)
            return zero ? .int(try integer(result)) : N.decimal(result).value
        case .float(let f):
            throw LiquidError.argument(f.isNaN ? "NaN" : (f < 0 ? "-Infinity" : "Infinity"))
        }
    }
}
