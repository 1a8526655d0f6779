import Foundation
import RubyText

/// Kernel#format / sprintf / String#%, following Ruby's directives:
/// `%[flags][width][.precision]type` with flags `- + space 0 #`, types `s p d i u f e E g G x X o b B c %`,
/// and the named forms `%<name>…` (formatted) and `%{name}` (to_s).
enum Formatter {
    private struct Spec {
        var leftAlign = false
        var plus = false
        var space = false
        var zero = false
        var alternate = false
        var width: Int?
        var precision: Int?
        var name: String?
    }

    static func format(_ format: String, _ arguments: [Value], _ context: CallContext) throws -> String {
        let chars = Array(format)
        var out = ""
        var next = 0
        var i = 0

        func nextArgument() throws -> Value {
            guard next < arguments.count else { throw context.error("ArgumentError", "too few arguments") }
            defer { next += 1 }
            return arguments[next]
        }
        func named(_ name: String) throws -> Value {
            guard case .hash(let h)? = arguments.last else {
                throw context.error("ArgumentError", "one hash required")
            }
            guard let v = h[.symbol(name)] else { throw context.error("KeyError", "key<\(name)> not found") }
            return v
        }

        while i < chars.count {
            let c = chars[i]
            guard c == "%" else { out.append(c); i += 1; continue }
            i += 1
            guard i < chars.count else { throw context.error("ArgumentError", "incomplete format specifier; use %% (double %) instead") }
            var spec = Spec()
            var directive: Character?
            parsing: while i < chars.count {
                let d = chars[i]
                switch d {
                case "-": spec.leftAlign = true; i += 1
                case "+": spec.plus = true; i += 1
                case " ": spec.space = true; i += 1
                case "0" where spec.width == nil && spec.precision == nil: spec.zero = true; i += 1
                case "#": spec.alternate = true; i += 1
                case "1"..."9", "0":
                    var n = 0
                    while i < chars.count, let digit = chars[i].wholeNumberValue, chars[i].isASCII {
                        n = min(n * 10 + digit, 1_000_000)
                        i += 1
                    }
                    spec.width = n
                case "*":
                    let w = try Convert.int(try nextArgument(), context)
                    if w < 0 { spec.leftAlign = true }
                    spec.width = min(w.magnitude, 1_000_000).clampedInt
                    i += 1
                case ".":
                    i += 1
                    var n = 0
                    if i < chars.count, chars[i] == "*" {
                        n = min(max(try Convert.int(try nextArgument(), context), 0), 1_000_000)
                        i += 1
                    } else {
                        while i < chars.count, let digit = chars[i].wholeNumberValue, chars[i].isASCII {
                            n = min(n * 10 + digit, 1_000_000)
                            i += 1
                        }
                    }
                    spec.precision = n
                case "<", "{":
                    let close: Character = d == "<" ? ">" : "}"
                    guard let end = chars[i...].firstIndex(of: close) else {
                        throw context.error("ArgumentError", "malformed name - unmatched parenthesis")
                    }
                    let name = String(chars[(i + 1)..<end])
                    i = end + 1
                    if d == "{" {
                        out += pad(try named(name).toS, spec)
                        directive = "}"
                        break parsing
                    }
                    spec.name = name
                default:
                    directive = d
                    i += 1
                    break parsing
                }
            }
            guard let type = directive else {
                throw context.error("ArgumentError", "malformed format string - %")
            }
            if type == "}" { continue }
            if type == "%" { out += "%"; continue }
            let value = try spec.name.map(named) ?? ((type == "\n" || type == "\0") ? .nil : try nextArgument())
            switch type {
            case "s":
                var text = value.toS
                if let p = spec.precision { text = String(text.prefix(p)) }
                out += pad(text, spec)
            case "p":
                var text = value.inspect
                if let p = spec.precision { text = String(text.prefix(p)) }
                out += pad(text, spec)
            case "d", "i", "u":
                out += formatInteger(try integer(value, context), radix: 10, prefix: "", spec)
            case "x": out += formatInteger(try integer(value, context), radix: 16, prefix: "0x", spec)
            case "X": out += formatInteger(try integer(value, context), radix: 16, prefix: "0X", spec).uppercased()
            case "o": out += formatInteger(try integer(value, context), radix: 8, prefix: "0", spec)
            case "b": out += formatInteger(try integer(value, context), radix: 2, prefix: "0b", spec)
            case "B": out += formatInteger(try integer(value, context), radix: 2, prefix: "0B", spec)
            case "f", "e", "E", "g", "G", "a", "A":
                out += formatFloat(try float(value, context), type, spec)
            case "c":
                let text: String
                switch value {
                case .integer(let n):
                    guard let scalar = Unicode.Scalar(UInt32(clamping: max(n, 0))) else {
                        throw context.error("RangeError", "\(n) out of char range")
                    }
                    text = String(Character(scalar))
                case .string(let s):
                    guard s.value.unicodeScalars.count == 1 else { throw context.error("ArgumentError", "%c requires a character") }
                    text = s.value
                default:
                    throw context.error("TypeError", "no implicit conversion of \(Convert.typeName(value)) into Integer")
                }
                out += pad(text, spec)
            default:
                throw context.error("ArgumentError", "malformed format string - %\(type)")
            }
        }
        return out
    }

    private static func pad(_ text: String, _ spec: Spec) -> String {
        let width = spec.width ?? 0
        let length = text.unicodeScalars.count
        guard length < width else { return text }
        let fill = String(repeating: " ", count: width - length)
        return spec.leftAlign ? text + fill : fill + text
    }

    private static func integer(_ v: Value, _ context: CallContext) throws -> Int {
        switch v {
        case .integer(let n): return n
        case .float(let f):
            guard f.isFinite, let n = Int(exactly: f.rounded(.towardZero)) else { throw context.error("FloatDomainError", v.toS) }
            return n
        case .string(let s):
            guard let n = NumberParsing.strictInteger(s.value) else {
                throw context.error("ArgumentError", "invalid value for Integer(): \(v.inspect)")
            }
            return n
        case .nil: throw context.error("TypeError", "can't convert nil into Integer")
        default: throw context.error("TypeError", "can't convert \(v.className) into Integer")
        }
    }

    private static func float(_ v: Value, _ context: CallContext) throws -> Double {
        switch v {
        case .integer(let n): return Double(n)
        case .float(let f): return f
        case .string(let s):
            guard let f = NumberParsing.strictFloat(s.value) else {
                throw context.error("ArgumentError", "invalid value for Float(): \(v.inspect)")
            }
            return f
        case .nil: throw context.error("TypeError", "can't convert nil into Float")
        default: throw context.error("TypeError", "can't convert \(v.className) into Float")
        }
    }

    private static func formatInteger(_ n: Int, radix: Int, prefix: String, _ spec: Spec) -> String {
        if n < 0 && radix != 10 && !spec.plus && !spec.space {
            // Ruby shows negative numbers in other bases as an infinite two's complement: -255 is "..f01".
            // Zero-padding and precision extend it with the all-ones digit; octal needs no "0" prefix.
            let head = (spec.alternate && radix != 8 ? prefix : "") + ".."
            var digits = twosComplementDigits(n, radix: radix)
            let ones = String(radix - 1, radix: radix)
            var target = 0
            if let p = spec.precision { target = p - 2 } else if spec.zero && !spec.leftAlign, let w = spec.width { target = w - head.count }
            if digits.count < target { digits = String(repeating: ones, count: target - digits.count) + digits }
            return pad(head + digits, spec)
        }
        var digits = String(n.magnitude, radix: radix)
        if let p = spec.precision, digits.count < p { digits = String(repeating: "0", count: p - digits.count) + digits }
        let sign = n < 0 ? "-" : (spec.plus ? "+" : (spec.space ? " " : ""))
        let head = sign + (spec.alternate && n != 0 ? prefix : "")
        let width = spec.width ?? 0
        if spec.zero && !spec.leftAlign && spec.precision == nil && head.count + digits.count < width {
            digits = String(repeating: "0", count: width - head.count - digits.count) + digits
        }
        return pad(head + digits, spec)
    }

    /// The digits of a negative number in base 2, 8 or 16 down to the sign, led by one "all ones" digit.
    private static func twosComplementDigits(_ n: Int, radix: Int) -> String {
        let bits = radix == 16 ? 4 : (radix == 8 ? 3 : 1)
        var rest = n
        var digits = ""
        while rest != -1 {
            digits = String(rest & (radix - 1), radix: radix) + digits
            rest >>= bits
        }
        return String(radix - 1, radix: radix) + digits
    }

    private static func formatFloat(_ f: Double, _ type: Character, _ spec: Spec) -> String {
        if !f.isFinite {
            let text = (f < 0 ? "-" : (spec.plus ? "+" : (spec.space ? " " : ""))) + (f.isNaN ? "NaN" : "Inf")
            return pad(text, spec)
        }
        // C's printf implements the same float conversions as Ruby's BSD-derived sprintf, except that Ruby
        // rounds a tie in the shortest decimal form half to even (`"%.2f" % 2.675` is "2.68", `2.665` "2.66").
        let f = type == "f" ? tieAdjusted(f, precision: spec.precision ?? 6) : f
        var c = "%"
        if spec.leftAlign { c += "-" }
        if spec.plus { c += "+" }
        if spec.space { c += " " }
        if spec.zero { c += "0" }
        if spec.alternate { c += "#" }
        if let w = spec.width { c += String(w) }
        if let p = spec.precision { c += "." + String(p) }
        c.append(type)
        return String(format: c, f)
    }
}

extension Formatter {
    /// When the shortest round-trip digits of `f` end exactly one `5` past the requested precision, the
    /// value Ruby rounds to (half to even on those digits); otherwise `f` itself.
    static func tieAdjusted(_ f: Double, precision: Int) -> Double {
        guard f.isFinite, f != 0 else { return f }
        let (digits, point) = RubyFloat.shortestDigits(abs(f))
        let cut = point + precision
        guard cut >= 0, digits.count == cut + 1, digits.last == "5" else { return f }
        var kept = Array(digits.dropLast())
        let previous = kept.last.flatMap { $0.wholeNumberValue } ?? 0
        if previous % 2 == 1 {
            // Round up: add one at the last kept digit, carrying leftwards.
            var i = kept.count - 1
            while i >= 0 {
                if kept[i] == "9" { kept[i] = "0"; i -= 1 } else { kept[i] = Character(String((kept[i].wholeNumberValue ?? 0) + 1)); break }
            }
            if i < 0 { kept.insert("1", at: 0); return Double("0." + String(kept) + "e\(point + 1)").map { f < 0 ? -$0 : $0 } ?? f }
        }
        let text = kept.isEmpty ? "0" : "0." + String(kept) + "e\(point)"
        return Double(text).map { f < 0 ? -$0 : $0 } ?? f
    }
}

/// Strict number parsing as `Integer("…")` and `Float("…")` accept it (underscores between digits,
/// surrounding whitespace, `0x`/`0b`/`0o` prefixes for integers).
enum NumberParsing {
    static func strictInteger(_ text: String) -> Int? {
        var s = text.trimmingCharacters(in: .whitespacesAndNewlines)
        var negative = false
        if s.hasPrefix("-") { negative = true; s.removeFirst() } else if s.hasPrefix("+") { s.removeFirst() }
        var radix = 10
        let lower = s.lowercased()
        for (p, r) in [("0x", 16), ("0b", 2), ("0o", 8)] where lower.hasPrefix(p) {
            radix = r
            s.removeFirst(2)
        }
        if radix == 10, s.count > 1, s.hasPrefix("0") { radix = 8; s.removeFirst() }
        guard !s.isEmpty, !s.hasPrefix("_"), !s.hasSuffix("_"), !s.contains("__") else { return nil }
        guard let magnitude = Int(s.replacingOccurrences(of: "_", with: ""), radix: radix) else { return nil }
        return negative ? -magnitude : magnitude
    }

    static func strictFloat(_ text: String) -> Double? {
        let s = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !s.isEmpty, !s.hasPrefix("_"), !s.hasSuffix("_"), !s.contains("__"), !s.hasSuffix(".") else { return nil }
        let cleaned = s.replacingOccurrences(of: "_", with: "")
        guard cleaned.allSatisfy({ "0123456789+-.eE".contains($0) }) else { return strictInteger(s).map(Double.init) }
        return Double(cleaned)
    }
}

extension UInt {
    /// The value as an Int (callers bound it first).
    var clampedInt: Int { Int(clamping: self) }
}
