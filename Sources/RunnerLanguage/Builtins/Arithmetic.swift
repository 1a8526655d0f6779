import Foundation
import RubyText

/// Integer and Float arithmetic with Ruby's rules: floor division and modulo (the result takes the
/// divisor's sign), Integer/Float mixing gives Float, integer division by zero raises, float division
/// by zero gives Infinity/NaN.
enum Arithmetic {
    static func overflow(_ c: BuiltinCall) -> RuntimeError {
        c.error("RangeError", "integer too big (bignums are not supported)")
    }

    static func binary(_ op: String, _ a: Value, _ b: Value, _ c: BuiltinCall) throws -> Value {
        switch (a, b) {
        case (.integer(let x), .integer(let y)): return try integers(op, x, y, c)
        case (.integer, .float), (.float, .integer), (.float, .float):
            guard let x = a.numericDouble, let y = b.numericDouble else { break }
            if op == "%" || op == "modulo" || op == "divmod" || op == "div", case .integer(0) = b {
                throw c.error("ZeroDivisionError", "divided by 0")
            }
            return try floats(op, x, y, c)
        default: break
        }
        // Ruby names immediate values (nil, true, false, symbols) by inspect, others by class.
        let name: String
        switch b {
        case .nil, .bool, .symbol: name = b.inspect
        default: name = b.className
        }
        throw c.error("TypeError", "\(name) can't be coerced into \(a.className)")
    }

    static func floorDivision(_ x: Int, _ y: Int) -> Int {
        let q = x / y
        return (x % y != 0 && (x < 0) != (y < 0)) ? q - 1 : q
    }

    static func floorModulo(_ x: Int, _ y: Int) -> Int {
        let r = x % y
        return (r != 0 && (r < 0) != (y < 0)) ? r + y : r
    }

    private static func integers(_ op: String, _ x: Int, _ y: Int, _ c: BuiltinCall) throws -> Value {
        func checked(_ result: (partialValue: Int, overflow: Bool)) throws -> Value {
            if result.overflow { throw overflow(c) }
            return .integer(result.partialValue)
        }
        switch op {
        case "+": return try checked(x.addingReportingOverflow(y))
        case "-": return try checked(x.subtractingReportingOverflow(y))
        case "*": return try checked(x.multipliedReportingOverflow(by: y))
        case "/", "div", "%", "modulo", "divmod", "remainder":
            guard y != 0 else { throw c.error("ZeroDivisionError", "divided by 0") }
            if x == Int.min && y == -1 { throw overflow(c) }
            switch op {
            case "/", "div": return .integer(floorDivision(x, y))
            case "%", "modulo": return .integer(floorModulo(x, y))
            case "remainder": return .integer(x % y)
            default: return .arr([.integer(floorDivision(x, y)), .integer(floorModulo(x, y))])
            }
        case "fdiv", "quo": return .float(Double(x) / Double(y))
        case "**", "pow":
            // A negative exponent gives a Rational in Ruby; the language has none, so it gives the Float value.
            if y < 0 { return .float(pow(Double(x), Double(y))) }
            var result = 1, base = x, e = y
            while e > 0 {
                if e & 1 == 1 {
                    let (r, o) = result.multipliedReportingOverflow(by: base)
                    if o { throw overflow(c) }
                    result = r
                }
                e >>= 1
                if e > 0 {
                    let (b2, o) = base.multipliedReportingOverflow(by: base)
                    if o { throw overflow(c) }
                    base = b2
                }
            }
            return .integer(result)
        default: throw c.error("NoMethodError", "undefined method `\(op)' for \(x):Integer")
        }
    }

    private static func floats(_ op: String, _ x: Double, _ y: Double, _ c: BuiltinCall) throws -> Value {
        func floorMod(_ x: Double, _ y: Double) -> Double {
            let r = fmod(x, y)
            return (r != 0 && (r < 0) != (y < 0)) ? r + y : r
        }
        switch op {
        case "+": return .float(x + y)
        case "-": return .float(x - y)
        case "*": return .float(x * y)
        case "/", "fdiv", "quo": return .float(x / y)
        case "%", "modulo": return .float(floorMod(x, y))
        case "remainder": return .float(fmod(x, y))
        case "div", "divmod":
            if y == 0 { throw c.error("ZeroDivisionError", "divided by 0") }
            let q = ((x - floorMod(x, y)) / y).rounded()
            let quotient = try NumericMethods.toInteger(q, .float(q), c)
            return op == "div" ? quotient : .arr([quotient, .float(floorMod(x, y))])
        case "**", "pow": return .float(pow(x, y))
        default: throw c.error("NoMethodError", "undefined method `\(op)' for \(RubyFloat.text(x)):Float")
        }
    }
}

/// `round`, `floor`, `ceil`, `truncate` with an optional digits argument, using Ruby's float
/// algorithms (`2.675.round(2)` is 2.68 in Ruby, as its round-half-up check corrects for binary error).
enum Rounding {
    static func call(_ receiver: Value, _ c: BuiltinCall) throws -> Value {
        try c.expect(0, 1)
        let digits = try c.optionalInt(0) ?? 0
        let half = c.arguments.option("half")?.toS ?? "up"
        let halfEven = half == "even"
        let halfDown = half == "down"
        switch receiver {
        case .integer(let n):
            guard digits < 0 else { return receiver }
            guard digits > -19 else { return .integer(0) }
            var p = 1
            for _ in 0..<(-digits) { p *= 10 }
            let down = Arithmetic.floorDivision(n, p) * p
            let up = Limits.add(down, p)
            switch c.name {
            case "floor": return .integer(down)
            case "ceil": return .integer(down == n ? n : up)
            case "truncate": return .integer(n < 0 && down != n ? up : down)
            default:
                let rest = n - down
                if rest * 2 == p {
                    if halfEven { return .integer((down / p) % 2 == 0 ? down : up) }
                    // Ties go away from zero (up) or towards it (down).
                    return .integer((n < 0) == halfDown ? up : down)
                }
                return .integer(rest * 2 > p ? up : down)
            }
        case .float(let x):
            if digits > 0 {
                guard x.isFinite, x != 0 else { return receiver }
                return .float(roundFloat(x, digits, c.name, halfEven, halfDown))
            }
            if digits == 0 {
                let r: Double
                switch c.name {
                case "floor": r = x.rounded(.down)
                case "ceil": r = x.rounded(.up)
                case "truncate": r = x.rounded(.towardZero)
                default:
                    if halfEven { r = x.rounded(.toNearestOrEven) }
                    else if halfDown, abs(x - x.rounded(.towardZero)) == 0.5 { r = x.rounded(.towardZero) }
                    else { r = x.rounded(.toNearestOrAwayFromZero) }
                }
                return try NumericMethods.toInteger(r, .float(r), c)
            }
            guard x.isFinite else { throw c.error("FloatDomainError", RubyFloat.text(x)) }
            let p = pow(10.0, Double(-digits))
            let scaled: Double
            switch c.name {
            case "floor": scaled = (x / p).rounded(.down)
            case "ceil": scaled = (x / p).rounded(.up)
            case "truncate": scaled = (x / p).rounded(.towardZero)
            default: scaled = (x / p).rounded(halfEven ? .toNearestOrEven : .toNearestOrAwayFromZero)
            }
            return try NumericMethods.toInteger(scaled * p, .float(scaled * p), c)
        default: return receiver
        }
    }

    private static func roundFloat(_ x: Double, _ digits: Int, _ mode: String, _ halfEven: Bool, _ halfDown: Bool = false) -> Double {
        // Ruby returns the number itself when it has no more digits than asked for.
        let binaryExponent = x.exponent + 1
        let limit = 17 - (binaryExponent > 0 ? binaryExponent / 4 : binaryExponent / 3 - 1)
        if digits >= limit { return x }
        // Too small to reach the asked digit: floor of a positive / ceil of a negative is 0.0.
        let underflows = digits < -(binaryExponent > 0 ? binaryExponent / 3 + 1 : binaryExponent / 4)
        if underflows && ((x > 0 && mode != "ceil") || (x < 0 && mode == "ceil")) { return 0.0 }
        let s = pow(10.0, Double(digits))
        switch mode {
        case "floor":
            let mul = (x * s).rounded(.down)
            let res = (mul + 1) / s
            return res <= x ? res : mul / s
        case "ceil":
            // Ruby 3.1 divides the ceiling directly (-47.91.ceil(4) is -47.9099).
            return (x * s).rounded(.up) / s
        case "truncate":
            return x > 0 ? roundFloat(x, digits, "floor", false) : roundFloat(x, digits, "ceil", false)
        default:
            if halfEven || halfDown {
                // Ruby decides ties on the decimal form: 1.25.round(1, half: :even) is 1.2.
                let (digitsText, point) = RubyFloat.shortestDigits(abs(x))
                let cut = point + digits
                if cut >= 0, digitsText.count == cut + 1, digitsText.last == "5" {
                    let truncated = (x * s).rounded(.towardZero)
                    if halfDown { return truncated / s }
                    let lastKept = Int(abs(truncated).truncatingRemainder(dividingBy: 10))
                    return (lastKept % 2 == 0 ? truncated : truncated + (x < 0 ? -1 : 1)) / s
                }
                return (x * s).rounded(.toNearestOrAwayFromZero) / s
            }
            var f = (x * s).rounded(.toNearestOrAwayFromZero)
            if x > 0 {
                if (f + 0.5) / s <= x { f += 1 }
            } else {
                if (f - 0.5) / s >= x { f -= 1 }
            }
            return f / s
        }
    }
}
