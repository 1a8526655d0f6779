import Foundation
import RubyText

/// Ruby's conversions as Liquid applies them (`to_i`, `to_f`, `Utils.to_integer`, `Utils.to_number`).
enum Conversions {
    /// A number as Liquid's math filters see it: Integer, or BigDecimal (floats become exact decimals
    /// of their shortest digits, which is why `0.1 | plus: 0.2` is `0.3`), or a float that has no
    /// decimal (infinities and NaN).
    enum Number {
        case int(Int)
        case decimal(Decimal)
        case float(Double)

        var double: Double {
            switch self {
            case .int(let i): return Double(i)
            case .decimal(let d): return Double(d.description) ?? 0
            case .float(let f): return f
            }
        }

        /// Back to a template value: BigDecimal results become Floats, as Liquid's `to_f` does.
        var value: LiquidValue {
            switch self {
            case .int(let i): return .int(i)
            case .decimal, .float: return .double(double)
            }
        }

        var decimal: Decimal? {
            switch self {
            case .int(let i): return Decimal(i)
            case .decimal(let d): return d
            case .float: return nil
            }
        }
    }

    private static let decimalString = RubyRegex(#"\A-?\d+\.\d+\z"#)

    /// `Utils.to_number`.
    static func number(_ value: LiquidValue) -> Number {
        switch value {
        case .int(let i): return .int(i)
        case .double(let d):
            guard d.isFinite, let decimal = Decimal(string: RubyFloat.text(d)) else { return .float(d) }
            return .decimal(decimal)
        case .string(let s):
            let stripped = s.rubyStrip
            if decimalString.matches(stripped), let decimal = Decimal(string: stripped) { return .decimal(decimal) }
            return .int(rubyStringToI(s))
        default: return .int(0)
        }
    }

    /// Ruby's `String#to_i`: leading blanks, a sign, digits (with single underscores between them).
    static func rubyStringToI(_ s: String) -> Int {
        var scalars = Substring(s).unicodeScalars.drop { String.isRubySpace($0) }
        var negative = false
        if let first = scalars.first, first == "-" || first == "+" {
            negative = first == "-"
            scalars = scalars.dropFirst()
        }
        var result = 0
        var previousUnderscore = false
        var sawDigit = false
        for scalar in scalars {
            if let digit = Int(String(scalar)), ("0"..."9").contains(scalar) {
                let (multiplied, o1) = result.multipliedReportingOverflow(by: 10)
                let (added, o2) = multiplied.addingReportingOverflow(digit)
                if o1 || o2 { return negative ? Int.min : Int.max }
                result = added
                sawDigit = true
                previousUnderscore = false
            } else if scalar == "_", sawDigit, !previousUnderscore {
                previousUnderscore = true
            } else {
                break
            }
        }
        return negative ? -result : result
    }

    /// Ruby's `String#to_f` on the digits-and-dots Liquid's float regex accepts (`1.2.3` is 1.2).
    static func rubyToF(_ s: String) -> Double {
        var text = ""
        var sawDot = false
        for (index, ch) in s.enumerated() {
            if ch == "-" && index == 0 { text.append(ch); continue }
            if ch.isASCII, ch.isNumber { text.append(ch); continue }
            if ch == ".", !sawDot {
                sawDot = true
                text.append(ch)
                continue
            }
            break
        }
        if text.hasSuffix(".") { text.removeLast() }
        return Double(text) ?? 0
    }

    /// Ruby's `to_i` on a literal range bound.
    static func rubyToI(_ value: LiquidValue) -> Int {
        switch value {
        case .int(let i): return i
        // A bound past 64 bits (`(1..99999999999999999999)`, read as a float) is the nearest Int,
        // as a string's `to_i` is; converting it as it is would trap.
        case .double(let d):
            guard d.isFinite else { return 0 }
            return Int(exactly: d.rounded(.towardZero)) ?? (d < 0 ? .min : .max)
        case .string(let s): return rubyStringToI(s)
        default: return 0
        }
    }

    /// A range bound evaluated at render time (`RangeLookup#to_integer`).
    static func rangeBound(_ value: LiquidValue) throws -> Int {
        switch value {
        case .int(let i): return i
        case .nil: return 0
        case .string(let s): return rubyStringToI(s)
        default: return try integer(value)
        }
    }

    /// `Utils.to_integer`: an Integer, or `Integer(value.to_s)`, else "invalid integer".
    static func integer(_ value: LiquidValue) throws -> Int {
        if case .int(let i) = value { return i }
        let text = value.rubyToS.rubyStrip.replacingOccurrences(of: "_", with: "")
        if let i = Int(text) { return i }
        throw LiquidError.argument("invalid integer")
    }
}
