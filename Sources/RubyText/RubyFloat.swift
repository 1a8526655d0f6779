/// Ruby's `Float#to_s`, the one place the interpreter, Liquid and the YAML writer turn a Float into
/// text: the shortest digits that read back as the same Float, in fixed notation for
/// 1e-4 <= |f| < 1e16 (`100.0`, `0.0001`), else as `1.0e+16`, `1.0e-05`; `NaN`, `Infinity`, `-Infinity`.
public enum RubyFloat {
    public static func text(_ f: Double) -> String {
        if f.isNaN { return "NaN" }
        if f.isInfinite { return f < 0 ? "-Infinity" : "Infinity" }
        if f == 0 { return f.sign == .minus ? "-0.0" : "0.0" }
        let (digits, point) = shortestDigits(abs(f))
        let sign = f < 0 ? "-" : ""
        if point > -4 && point < 16 {
            if point <= 0 { return sign + "0." + String(repeating: "0", count: -point) + digits }
            if digits.count <= point { return sign + digits + String(repeating: "0", count: point - digits.count) + ".0" }
            let cut = digits.index(digits.startIndex, offsetBy: point)
            return sign + digits[..<cut] + "." + digits[cut...]
        }
        let fraction = digits.count > 1 ? String(digits.dropFirst()) : "0"
        let exponent = point - 1
        let exponentText = (exponent < 0 ? "-" : "+") + (abs(exponent) < 10 ? "0" : "") + String(abs(exponent))
        return sign + String(digits.prefix(1)) + "." + fraction + "e" + exponentText
    }

    /// The shortest decimal digits that read back as the positive finite `f`, and where the decimal
    /// point goes: f = 0.DIGITS × 10^point. Swift's `description` finds the same shortest digits as
    /// Ruby's (both round-trip exactly with the fewest digits); only their layout differs.
    public static func shortestDigits(_ f: Double) -> (digits: String, point: Int) {
        let text = f.description
        var mantissa = Substring(text)
        var exponent = 0
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            mantissa = text[..<e]
            exponent = Int(text[text.index(after: e)...]) ?? 0
        }
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        let integerPart = String(parts[0])
        let fractionPart = parts.count > 1 ? String(parts[1]) : ""
        var digits = integerPart + fractionPart
        var point = integerPart.count + exponent
        while digits.hasPrefix("0") && digits.count > 1 {
            digits.removeFirst()
            point -= 1
        }
        while digits.hasSuffix("0") && digits.count > 1 { digits.removeLast() }
        return (digits, point)
    }
}
