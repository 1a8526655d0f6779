/// One line of `--format json`: an object whose keys keep the order they are given in
/// (`status` first, then `message`, then the location of an error), so the stream reads well.
enum JSONEvent {
    enum Field {
        case string(String)
        case int(Int)
    }

    static func line(_ fields: [(String, Field)]) -> String {
        let body = fields.map { key, value -> String in
            let encoded: String
            switch value {
            case .string(let s): encoded = quote(s)
            case .int(let i): encoded = String(i)
            }
            return "\(quote(key)):\(encoded)"
        }
        return "{" + body.joined(separator: ",") + "}\n"
    }

    /// A JSON string literal (RFC 8259 escaping: quote, backslash and control characters).
    static func quote(_ s: String) -> String {
        var out = "\""
        out.reserveCapacity(s.utf8.count + 2)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
