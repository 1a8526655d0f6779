/// A YAML double-quoted scalar, written as libyaml's emitter (and so Ruby's Psych) writes one. The
/// one writer of double-quoted scalars: `.bootstrap.yml`'s values and a template's `YAML.dump`.
///
/// Every character libyaml does not print as itself is escaped: the named escapes (`\0 \a \b \t
/// \n \v \f \r \e \" \\`, `\N` for U+0085, `\L` and `\P` for U+2028 and U+2029), then `\xXX`,
/// `\uXXXX` or `\UXXXXXXXX`. Unescaped, U+0085, U+2028, U+2029 and "\r" are line breaks to a YAML
/// reader, which folds them into a space: every string reads back as it was only when all of these
/// are escaped. Tests/BootstrapKitTests/Fixtures/double-quoted records what Psych writes and reads.
public enum DoubleQuotedScalar {
    public static func text(_ s: String) -> String {
        var result = "\""
        for c in s.unicodeScalars {
            switch c {
            case "\0": result += "\\0"
            case "\u{07}": result += "\\a"
            case "\u{08}": result += "\\b"
            case "\t": result += "\\t"
            case "\n": result += "\\n"
            case "\u{0B}": result += "\\v"
            case "\u{0C}": result += "\\f"
            case "\r": result += "\\r"
            case "\u{1B}": result += "\\e"
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\u{85}": result += "\\N"
            case "\u{2028}": result += "\\L"
            case "\u{2029}": result += "\\P"
            default:
                guard !isPrintable(c) else {
                    result.unicodeScalars.append(c)
                    continue
                }
                let v = c.value
                let digits = String(v, radix: 16, uppercase: true)
                let (prefix, width) = v <= 0xFF ? ("\\x", 2) : v <= 0xFFFF ? ("\\u", 4) : ("\\U", 8)
                result += prefix + String(repeating: "0", count: max(0, width - digits.count)) + digits
            }
        }
        return result + "\""
    }

    /// libyaml's IS_PRINTABLE: what its emitter writes as itself. Not a tab, not U+0085, not a
    /// byte-order mark, and not a character beyond U+FFFF (libyaml's test looks at up to three
    /// bytes of UTF-8, so Psych writes an emoji as `\U0001F600`).
    public static func isPrintable(_ c: Unicode.Scalar) -> Bool {
        let v = c.value
        return v == 0x0A || (0x20...0x7E).contains(v) || (0xA0...0xD7FF).contains(v)
            || ((0xE000...0xFFFD).contains(v) && v != 0xFEFF)
    }
}
