import Foundation

/// String methods that change the string in place. `name!` methods compute what `name` would return,
/// store it, and answer nil when nothing changed, as Ruby's do.
enum StringMutation {
    private static let bangForms: Set<String> = [
        "upcase!", "downcase!", "capitalize!", "swapcase!", "strip!", "lstrip!", "rstrip!", "chomp!", "chop!",
        "squeeze!", "delete!", "tr!", "tr_s!", "reverse!", "sub!", "gsub!", "succ!", "next!", "squish!",
        "delete_prefix!", "delete_suffix!", "unicode_normalize!",
    ]
    static let names: Set<String> = bangForms.union(["<<", "concat", "[]=", "replace", "insert", "prepend", "clear", "slice!"])

    static func call(_ s: StringBox, _ c: BuiltinCall) throws -> Value? {
        guard names.contains(c.name) else { return nil }
        try Mutation.check(s, c.context)
        switch c.name {
        case "<<":
            try c.expect(1)
            if case .integer(let n) = c.arg(0), let scalar = Unicode.Scalar(UInt32(clamping: max(0, n))) {
                s.value.unicodeScalars.append(scalar)
            } else {
                s.value += try c.string(0)
            }
            return .string(s)
        case "concat":
            let added = try c.args.map { try Convert.string($0, c.context) }.joined()
            s.value += added
            return .string(s)
        case "replace": try c.expect(1); s.value = try c.string(0); return .string(s)
        case "prepend":
            let added = try c.args.map { try Convert.string($0, c.context) }.joined()
            s.value = added + s.value
            return .string(s)
        case "insert":
            try c.expect(2)
            var i = try c.int(0)
            let added = try c.string(1)
            var scalars = Array(s.value.unicodeScalars)
            // A negative index inserts after that character (-1 appends).
            if i < 0 { i += scalars.count + 1 }
            guard i >= 0, i <= scalars.count else { throw c.error("IndexError", "index \(try c.int(0)) out of string") }
            scalars.insert(contentsOf: added.unicodeScalars, at: i)
            s.value = String(String.UnicodeScalarView(scalars))
            return .string(s)
        case "clear": try c.expect(0); s.value = ""; return .string(s)
        case "[]=": return try assign(s, c)
        case "slice!":
            let removed = try StringPatterns.slice(s.value, c.args, c)
            guard case .string(let piece) = removed else { return .nil }
            var scalars = Array(s.value.unicodeScalars)
            switch c.arg(0) {
            case .integer, .range, .float:
                if case .span(let r) = try Indexing.select(c.args, count: scalars.count, c) { scalars.removeSubrange(r) }
                else if case .position(let i) = try Indexing.select(c.args, count: scalars.count, c) { scalars.remove(at: i) }
            default:
                if let i = s.value.unicodeScalars.indexOf(piece.value.unicodeScalars) {
                    scalars.removeSubrange(i..<(i + piece.value.unicodeScalars.count))
                }
            }
            s.value = String(String.UnicodeScalarView(scalars))
            return removed
        default:
            let plain = String(c.name.dropLast())
            let result: String?
            if plain == "sub" || plain == "gsub" {
                result = try StringPatterns.substitute(s.value, c, global: plain == "gsub")
            } else {
                let temporary = StringBox(s.value)
                let call = BuiltinCall(name: plain, arguments: c.arguments, context: c.context)
                guard case .string(let r)? = try StringMethods.call(temporary, call) else { return nil }
                result = r.value
            }
            // Most bang methods answer nil when nothing changed; these always answer the string.
            let alwaysSelf: Set<String> = ["succ!", "next!", "reverse!", "squish!", "unicode_normalize!"]
            guard let result, result != s.value || alwaysSelf.contains(c.name) else { return .nil }
            s.value = result
            return .string(s)
        }
    }

    /// `s[i] = x`, `s[start, len] = x`, `s[range] = x`, `s["sub"] = x`, `s[/re/] = x`.
    private static func assign(_ s: StringBox, _ c: BuiltinCall) throws -> Value {
        try c.expect(2, 3)
        let value = try Convert.string(c.args[c.count - 1], c.context)
        let selector = Array(c.args.dropLast())
        var scalars = Array(s.value.unicodeScalars)
        var span: Range<Int>
        switch selector[0] {
        case .string(let needle):
            guard let i = s.value.unicodeScalars.indexOf(needle.value.unicodeScalars) else {
                throw c.error("IndexError", "string not matched")
            }
            span = i..<(i + needle.value.unicodeScalars.count)
        case .regexp(let r):
            guard let m = RegexpSubject(s.value).firstMatch(r) else { throw c.error("IndexError", "regexp not matched") }
            span = m.range
        case .range(let r) where selector.count == 1:
            guard let found = try Indexing.span(r, count: scalars.count, c) else {
                throw c.error("RangeError", "\(selector[0].inspect) out of range")
            }
            span = found
        default:
            switch try Indexing.select(selector, count: scalars.count, c) {
            case .position(let i) where i < scalars.count: span = i..<(i + 1)
            case .span(let r): span = r
            default:
                throw c.error("IndexError", "index \(selector[0].inspect) out of string")
            }
        }
        span = span.clamped(to: 0..<scalars.count)
        scalars.replaceSubrange(span, with: value.unicodeScalars)
        s.value = String(String.UnicodeScalarView(scalars))
        return c.args[c.count - 1]
    }
}
