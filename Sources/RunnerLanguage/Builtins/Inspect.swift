import Foundation
import RubyText

// `inspect` and `to_s` as Ruby 3.1 prints them. Arrays and hashes that contain themselves print
// `[...]` / `{...}` for the inner occurrence instead of recursing forever.

extension Value {
    /// Ruby 3.1 `inspect`.
    public var inspect: String {
        var visiting = Set<ObjectIdentifier>()
        return Inspector.inspect(self, &visiting)
    }

    /// Ruby `to_s`: what `puts` and `"#{}"` print.
    public var toS: String {
        switch self {
        case .nil: return ""
        case .string(let s): return s.value
        case .symbol(let s): return s
        case .float(let f): return RubyFloat.text(f)
        case .range(let r): return r.lower.toS + (r.exclusive ? "..." : "..") + r.upper.toS
        case .regexp(let r): return RegexpText.toS(r)
        case .matchData(let m): return m.groups.first.flatMap { $0 } ?? ""
        case .proc(let p):
            // `#<Proc:0x… file:line (lambda)>`; the address is the object's identity, as in Ruby.
            let address = String(format: "0x%016lx", UInt(bitPattern: ObjectIdentifier(p).hashValue))
            let place = p.location.map { " \($0.file):\($0.line)" } ?? ""
            return "#<Proc:\(address)\(place)\(p.isLambda ? " (lambda)" : "")>"
        case .object(let o): return o.toSText
        default: return inspect
        }
    }
}

enum Inspector {
    /// Containers nested deeper than this print as `[...]`/`{...}`, so data built by a template cannot
    /// exhaust the stack.
    static let maximumDepth = 1_000

    static func inspect(_ value: Value, _ visiting: inout Set<ObjectIdentifier>) -> String {
        if visiting.count >= maximumDepth {
            if case .array = value { return "[...]" }
            if case .hash = value { return "{...}" }
        }
        switch value {
        case .nil: return "nil"
        case .bool(let b): return b ? "true" : "false"
        case .integer(let i): return String(i)
        case .float(let f): return RubyFloat.text(f)
        case .string(let s): return StringText.inspect(s.value)
        case .symbol(let s): return SymbolText.inspect(s)
        case .array(let a):
            let id = ObjectIdentifier(a)
            if visiting.contains(id) { return "[...]" }
            visiting.insert(id)
            defer { visiting.remove(id) }
            var parts: [String] = []
            for e in a.elements { parts.append(inspect(e, &visiting)) }
            return "[" + parts.joined(separator: ", ") + "]"
        case .hash(let h):
            let id = ObjectIdentifier(h)
            if visiting.contains(id) { return "{...}" }
            visiting.insert(id)
            defer { visiting.remove(id) }
            var parts: [String] = []
            for (k, v) in h.pairs { parts.append(inspect(k, &visiting) + "=>" + inspect(v, &visiting)) }
            return "{" + parts.joined(separator: ", ") + "}"
        case .range(let r):
            // Ruby omits a nil end (`1..`) and a nil beginning (`..5`).
            let lower = r.lower.isNil ? "" : inspect(r.lower, &visiting)
            let upper = r.upper.isNil ? "" : inspect(r.upper, &visiting)
            return lower + (r.exclusive ? "..." : "..") + upper
        case .regexp(let r): return RegexpText.inspect(r)
        case .matchData(let m):
            var text = "#<MatchData " + StringText.inspect(m.groups.first.flatMap { $0 } ?? "")
            let namesByIndex = Dictionary(m.names.map { ($0.1, $0.0) }, uniquingKeysWith: { a, _ in a })
            for i in m.groups.indices.dropFirst() {
                let label = namesByIndex[i] ?? String(i)
                text += " \(label):" + (m.groups[i].map(StringText.inspect) ?? "nil")
            }
            return text + ">"
        case .proc: return value.toS
        case .object(let o): return o.inspectText
        }
    }
}

/// Ruby's String#inspect, the one copy: the engine uses it for status lines and Gemfile lines too.
public enum StringText {
    /// Ruby's String#inspect for UTF-8 strings: printable characters (including non-ASCII) stay as
    /// they are; quotes, backslashes, `#{`/`#$`/`#@` and control characters are escaped.
    public static func inspect(_ s: String) -> String {
        // Printable ASCII without `"`, `\` or `#` (gem names, versions, paths) is shown as it is:
        // the scalar walk below would append each of its characters unchanged.
        if s.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") && $0 != UInt8(ascii: "#") }) {
            return "\"" + s + "\""
        }
        var out = "\""
        let scalars = Array(s.unicodeScalars)
        for (i, c) in scalars.enumerated() {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "\u{1B}": out += "\\e"
            case "\u{0B}": out += "\\v"
            case "\u{07}": out += "\\a"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case "#":
                let next = i + 1 < scalars.count ? scalars[i + 1] : " "
                out += (next == "{" || next == "$" || next == "@") ? "\\#" : "#"
            default:
                if isUnprintable(c) {
                    out += c.value > 0xFFFF ? String(format: "\\u{%X}", c.value) : String(format: "\\u%04X", c.value)
                } else {
                    out.unicodeScalars.append(c)
                }
            }
        }
        return out + "\""
    }

    /// Ruby escapes C0 and C1 controls (but not NEL, U+0085), DEL, line/paragraph separators and
    /// unassigned code points; private-use and format characters print as they are.
    static func isUnprintable(_ c: Unicode.Scalar) -> Bool {
        if c.value < 0x20 || c.value == 0x7F { return true }
        if (0x80...0x9F).contains(c.value) { return c.value != 0x85 }
        switch c.properties.generalCategory {
        case .lineSeparator, .paragraphSeparator, .unassigned, .surrogate: return true
        default: return false
        }
    }
}

/// Ruby's Symbol#inspect, the one copy.
public enum SymbolText {
    private static let operators: Set<String> = [
        "+", "-", "*", "/", "%", "**", "==", "!=", "<", ">", "<=", ">=", "<=>", "===", "=~", "!~",
        "[]", "[]=", "<<", ">>", "&", "|", "^", "~", "-@", "+@", "!", "`",
    ]

    /// `:foo`, `:foo?`, `:Foo=`, `:[]`, `:@ivar`, `:$global`, otherwise `:"quoted"`.
    public static func inspect(_ s: String) -> String {
        isPlain(s) ? ":" + s : ":" + StringText.inspect(s)
    }

    static func isPlain(_ s: String) -> Bool {
        if isPlainASCIIName(s.utf8) { return true }
        if operators.contains(s) { return true }
        if s.hasPrefix("$") && isSpecialGlobal(String(s.dropFirst())) { return true }
        var body = Substring(s)
        var allowsSuffix = true
        if body.hasPrefix("@@") { body = body.dropFirst(2); allowsSuffix = false }
        else if body.hasPrefix("@") || body.hasPrefix("$") { body = body.dropFirst(); allowsSuffix = false }
        // A method name may end in one `?`, `!` or `=` (`a?=` is not a name and is quoted).
        if allowsSuffix, let last = body.last, "?!=".contains(last) { body = body.dropLast() }
        guard let first = body.unicodeScalars.first, isIdentifierStart(first) else { return false }
        return body.unicodeScalars.dropFirst().allSatisfy(isIdentifierPart)
    }

    /// `foo`, `Foo_1`, `foo?`, `foo=`: an ASCII letter or `_`, then letters, digits and `_`, and
    /// at most one `?`, `!` or `=` at the end. These are plain whatever the rules below say, and
    /// are what templates use (`group: [:development, :test]`), so they skip the operator set's
    /// hashing and the Substring walk.
    private static func isPlainASCIIName(_ bytes: String.UTF8View) -> Bool {
        var index = bytes.startIndex
        guard index != bytes.endIndex else { return false }
        let first = bytes[index]
        guard first == UInt8(ascii: "_") || isASCIILetter(first) else { return false }
        bytes.formIndex(after: &index)
        while index != bytes.endIndex {
            let b = bytes[index]
            bytes.formIndex(after: &index)
            if b == UInt8(ascii: "_") || isASCIILetter(b) || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) { continue }
            let isSuffix = b == UInt8(ascii: "?") || b == UInt8(ascii: "!") || b == UInt8(ascii: "=")
            return isSuffix && index == bytes.endIndex
        }
        return true
    }
    private static func isASCIILetter(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
    }

    /// Ruby's special global names: `$~`, `$1`, `$12`, `$-w` …
    private static func isSpecialGlobal(_ rest: String) -> Bool {
        if rest.count == 1, let c = rest.first, "~*$?!@/\\;,.=:<>\"&`'+0".contains(c) { return true }
        if !rest.isEmpty, rest.allSatisfy({ $0.isASCII && $0.isNumber }) { return true }
        if rest.count == 2, rest.hasPrefix("-"), let c = rest.last, c.isASCII && (c.isLetter || c.isNumber || c == "_") { return true }
        return false
    }

    // Beyond ASCII every character counts, except those Ruby prints escaped (`:"a\u2028"`). The
    // ASCII letters and digits are compared directly: they are all that `CharacterSet.letters` and
    // `.alphanumerics` hold below 128, and building those sets was most of a Gemfile line's cost.
    private static func isIdentifierStart(_ c: Unicode.Scalar) -> Bool {
        c == "_" || (c.value < 128 ? isASCIILetter(c) : !StringText.isUnprintable(c))
    }
    private static func isIdentifierPart(_ c: Unicode.Scalar) -> Bool {
        c == "_" || (c.value < 128 ? isASCIILetter(c) || ("0"..."9").contains(c) : !StringText.isUnprintable(c))
    }
    private static func isASCIILetter(_ c: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(c) || ("A"..."Z").contains(c)
    }
}
