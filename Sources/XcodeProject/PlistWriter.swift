/// Writes values the way Xcode writes them in `project.pbxproj`.
enum PlistWriter {
    /// A string as Xcode writes it: bare when it is only letters, digits and `_$./` (and cannot
    /// be read as the start of a comment), else in double quotes with `\` escapes.
    static func quoted(_ text: String) -> String {
        let bare = !text.isEmpty && !text.contains("//") && !text.contains("/*") && text.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "."), UInt8(ascii: "/"):
                return true
            default:
                return false
            }
        }
        if bare { return text }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 {
                    out += "\\U" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// `ID /* comment */`, or the bare ID when there is no comment. A `*/` inside the comment
    /// would end it early, so it is broken up.
    static func reference(_ id: String, _ comment: String?) -> String {
        guard let comment, !comment.isEmpty else { return id }
        return "\(id) /* \(comment.replacingOccurrences(of: "*/", with: "* /")) */"
    }
}

/// One object to be written: its ISA and its other keys, each an already written value.
/// Xcode writes `isa` first and the other keys in alphabetical order.
struct PBXObjectText {
    enum Value {
        case string(String)
        /// A reference to another object, with its comment.
        case reference(String, String?)
        /// A list of references, each with its comment.
        case list([(String, String?)])
    }

    var isa: String
    var fields: [(String, Value)]

    /// `{isa = X; a = b; }` on one line (Xcode's style for PBXBuildFile and PBXFileReference),
    /// or one key a line with `indent` before `}` and `indent + unit` before each key.
    func written(singleLine: Bool, indent: String, unit: String) -> String {
        let sorted = fields.sorted { $0.0 < $1.0 }
        if singleLine {
            let body = sorted.map { "\($0.0) = \(Self.inline($0.1)); " }.joined()
            return "{isa = \(isa); \(body)}"
        }
        let inner = indent + unit
        var out = "{\n\(inner)isa = \(isa);\n"
        for (key, value) in sorted {
            switch value {
            case .list(let items):
                out += "\(inner)\(key) = (\n"
                for (id, comment) in items { out += "\(inner)\(unit)\(PlistWriter.reference(id, comment)),\n" }
                out += "\(inner));\n"
            default:
                out += "\(inner)\(key) = \(Self.inline(value));\n"
            }
        }
        return out + "\(indent)}"
    }

    private static func inline(_ value: Value) -> String {
        switch value {
        case .string(let text): return PlistWriter.quoted(text)
        case .reference(let id, let comment): return PlistWriter.reference(id, comment)
        case .list(let items): return "(" + items.map { PlistWriter.reference($0.0, $0.1) + ", " }.joined() + ")"
        }
    }
}
