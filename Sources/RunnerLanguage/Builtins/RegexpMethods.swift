import Foundation

/// Methods of Regexp values.
enum RegexpMethods {
    static let names: Set<String> = [
        "match", "match?", "=~", "===", "source", "to_s", "inspect", "names", "options", "casefold?", "==", "eql?",
    ]

    static func call(_ r: RegexpValue, _ c: BuiltinCall) throws -> Value? {
        switch c.name {
        case "match":
            try c.expect(1, 2)
            guard let text = try subjectText(c.arg(0), c) else { c.recordMatch(nil); return .nil }
            let start = try normalizedStart(c.optionalInt(1), text)
            let match = start.flatMap { RegexpSubject(text).firstMatch(r, from: $0) }
            c.recordMatch(match)
            guard let match else { return .nil }
            if let block = c.block { return try block.call([.matchData(match)]) }
            return .matchData(match)
        case "match?":
            try c.expect(1, 2)
            guard let text = try subjectText(c.arg(0), c) else { return .false }
            let start = try normalizedStart(c.optionalInt(1), text)
            return .bool(start.flatMap { RegexpSubject(text).firstMatch(r, from: $0) } != nil)
        case "=~":
            try c.expect(1)
            guard let text = try subjectText(c.arg(0), c) else { c.recordMatch(nil); return .nil }
            let match = RegexpSubject(text).firstMatch(r)
            c.recordMatch(match)
            return match.map { .integer($0.range.lowerBound) } ?? .nil
        case "===":
            try c.expect(1)
            let text: String
            switch c.arg(0) {
            case .string(let s): text = s.value
            case .symbol(let s): text = s
            default: return .false
            }
            let match = RegexpSubject(text).firstMatch(r)
            c.recordMatch(match)
            return .bool(match != nil)
        case "source": try c.expect(0); return .str(r.source)
        case "to_s": try c.expect(0); return .str(RegexpText.toS(r))
        case "inspect": try c.expect(0); return .str(RegexpText.inspect(r))
        case "names": try c.expect(0); return .arr(RegexpCompiler.groupNames(r).map { .str($0.0) })
        case "options":
            try c.expect(0)
            // Ruby's bit values: IGNORECASE 1, EXTENDED 2, MULTILINE 4.
            var bits = 0
            if r.options.contains("i") { bits |= 1 }
            if r.options.contains("x") { bits |= 2 }
            if r.options.contains("m") { bits |= 4 }
            return .integer(bits)
        case "casefold?": try c.expect(0); return .bool(r.options.contains("i"))
        case "==", "eql?": try c.expect(1); return .bool(Value.equal(.regexp(r), c.arg(0)))
        default: return nil
        }
    }

    /// The text a regexp is matched against: a String or Symbol; nil gives no match; others are a TypeError.
    static func subjectText(_ v: Value, _ c: BuiltinCall) throws -> String? {
        switch v {
        case .string(let s): return s.value
        case .symbol(let s): return s
        case .nil: return nil
        default: throw c.error("TypeError", "no implicit conversion of \(Convert.typeName(v)) into String")
        }
    }

    /// A start position, negative counting from the end; nil when it lies outside the string.
    static func normalizedStart(_ position: Int?, _ text: String) throws -> Int? {
        guard let position else { return 0 }
        let length = text.unicodeScalars.count
        let start = position < 0 ? position + length : position
        return start < 0 || start > length ? nil : start
    }
}
