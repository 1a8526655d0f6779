import Foundation

/// YAML 1.1 type resolution of plain scalars, following Ruby Psych's `ScalarScanner` (the reference
/// the templates were written against): `yes`/`on` are true, `0x1F` is an int, `1.5` a float.
/// Dates, times, symbols and base-60 numbers stay strings here; configs never need them.
public enum YAMLResolution {
    public static func isNull(_ text: String) -> Bool {
        text.isEmpty || text == "~" || text.lowercased() == "null"
    }

    /// Psych's booleans: yes/true/on and no/false/off in any case (`y`/`n` are strings, as in Psych).
    public static func bool(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "yes", "true", "on": return true
        case "no", "false", "off": return false
        default: return nil
        }
    }

    // Psych's INTEGER pattern. The patterns are constants, so compiling them cannot fail.
    private static let integerPattern = try! Regex(
        #"[-+]?0b[0-1_,]+|[-+]?0[0-7_,]+|[-+]?(?:0|[1-9](?:[0-9]|,[0-9]|_[0-9])*)|[-+]?0x[0-9a-fA-F_,]+"#)

    public static func int(_ text: String) -> Int? {
        guard (try? integerPattern.wholeMatch(in: text)) != nil else { return nil }
        var digits = text.filter { $0 != "_" && $0 != "," }
        var negative = false
        if let first = digits.first, first == "-" || first == "+" {
            negative = first == "-"
            digits.removeFirst()
        }
        let magnitude: Int?
        if digits.hasPrefix("0b") {
            magnitude = Int(digits.dropFirst(2), radix: 2)
        } else if digits.hasPrefix("0x") {
            magnitude = Int(digits.dropFirst(2), radix: 16)
        } else if digits.count > 1, digits.hasPrefix("0") {
            magnitude = Int(digits.dropFirst(), radix: 8)
        } else {
            magnitude = Int(digits, radix: 10)
        }
        guard let magnitude else { return nil }  // too large for Int: leave it a string
        return negative ? -magnitude : magnitude
    }

    // Psych's FLOAT pattern: a point is required, so `1e3` stays a string as in Ruby.
    private static let floatPattern = try! Regex(#"[-+]?([0-9][0-9_,]*)?\.[0-9]*([eE][-+][0-9]+)?"#)

    public static func float(_ text: String) -> Double? {
        let lower = text.lowercased()
        if lower == ".inf" || lower == "+.inf" { return .infinity }
        if lower == "-.inf" { return -.infinity }
        if lower == ".nan" { return .nan }
        guard (try? floatPattern.wholeMatch(in: text)) != nil else { return nil }
        var cleaned = text.filter { $0 != "_" && $0 != "," }
        if cleaned == "." || cleaned == "-." || cleaned == "+." { return nil }
        // "1." and "1.e+3" are floats in Psych; Swift's parser wants a digit after the point.
        cleaned = cleaned.replacingOccurrences(of: ".e", with: ".0e").replacingOccurrences(of: ".E", with: ".0E")
        if cleaned.hasSuffix(".") { cleaned += "0" }
        if cleaned.hasPrefix(".") { cleaned = "0" + cleaned }
        if cleaned.hasPrefix("-.") { cleaned = "-0" + cleaned.dropFirst() }
        if cleaned.hasPrefix("+.") { cleaned = "0" + cleaned.dropFirst() }
        return Double(cleaned)
    }
}
