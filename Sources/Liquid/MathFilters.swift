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
            case .int(let i): return .int(abs(i))
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

    private static func integer(_ i: Int, _ j: Int, _ op: String) throws -> LiquidValue {
        let result: (Int, Bool)
        switch op {
        case "+": result = i.addingReportingOverflow(j)
        case "-": result = i.subtractingReportingOverflow(j)
        case "*": result = i.multipliedReportingOverflow(by: j)
        case "/":
            guard j != 0 else { throw LiquidError.argument("divided by 0") }
            let q = i / j
            return .int((i % j != 0 && (i < 0) != (j < 0)) ? q - 1 : q)
        default:
            guard j != 0 else { throw LiquidError.argument("divided by 0") }
            let r = i % j
            return .int(r != 0 && (r < 0) != (j < 0) ? r + j : r)
        }
        // Past 64 bits Ruby goes on with big integers; this falls back to a float.
        return result.1 ? .double(float(Double(i), Double(j), op)) : .int(result.0)
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
            return .int(Int(result.description) ?? 0)
        case .float(let f):
            throw LiquidError.argument(f.isNaN ? "NaN" : (f < 0 ? "-Infinity" : "Infinity"))
        }
    }

    private static func round(_ input: LiquidValue, _ digits: LiquidValue) throws -> LiquidValue {
        let places: Int
        switch Conversions.number(digits) {
        case .int(let i): places = i
        case .decimal(let d): places = Int(truncating: NSDecimalNumber(decimal: d))
        case .float: places = 0
        }
        let zero = digits == .int(0)
        switch Conversions.number(input) {
        case .int(let i):
            guard places < 0 else { return .int(i) }
            var d = Decimal(i), result = Decimal()
            NSDecimalRound(&result, &d, places, .plain)
            return .int(Int(result.description) ?? i)
        case .decimal(var d):
            var result = Decimal()
            NSDecimalRound(&result, &d, places, .plain)
            return zero ? .int(Int(result.description) ?? 0) : N.decimal(result).value
        case .float(let f):
            throw LiquidError.argument(f.isNaN ? "NaN" : (f < 0 ? "-Infinity" : "Infinity"))
        }
    }
}
