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

/// Methods of MatchData values.
enum MatchDataMethods {
    static let names: Set<String> = [
        "[]", "captures", "named_captures", "pre_match", "post_match", "to_a", "begin", "end", "offset", "to_s",
        "values_at", "names", "string", "size", "length", "inspect", "==",
    ]

    static func call(_ m: MatchDataValue, _ c: BuiltinCall) throws -> Value? {
        func group(_ i: Int) -> Value {
            guard i >= 0, i < m.groups.count, let text = m.groups[i] else { return .nil }
            return .str(text)
        }
        func index(_ v: Value) throws -> Int? {
            switch v {
            case .integer(let i): return i < 0 ? i + m.groups.count : i
            case .string(let s): return try named(s.value)
            case .symbol(let s): return try named(s)
            default: return try Convert.int(v, c.context)
            }
        }
        func named(_ name: String) throws -> Int {
            guard let i = m.groupIndex(named: name) else {
                throw c.error("IndexError", "undefined group name reference: \(name)")
            }
            return i
        }
        switch c.name {
        case "[]":
            try c.expect(1, 2)
            if c.count == 2 || { if case .range = c.arg(0) { return true }; return false }() {
                let all = ArrayBox(m.groups.map { $0.map(Value.str) ?? .nil })
                return try ArrayMethods.call(all, BuiltinCall(name: "[]", arguments: c.arguments, context: c.context)) ?? .nil
            }
            return try index(c.arg(0)).map(group) ?? .nil
        case "captures": try c.expect(0); return .arr(m.groups.indices.dropFirst().map(group))
        case "named_captures":
            try c.expect(0)
            return .hash(HashBox(m.names.map { (Value.str($0.0), group($0.1)) }))
        case "pre_match": try c.expect(0); return .str(m.preMatch)
        case "post_match": try c.expect(0); return .str(m.postMatch)
        case "to_a": try c.expect(0); return .arr(m.groups.indices.map(group))
        case "begin", "end", "offset":
            try c.expect(1)
            guard let i = try index(c.arg(0)), i >= 0, i < m.groups.count else {
                throw c.error("IndexError", "index \(c.arg(0).inspect) out of matches")
            }
            guard let offsets = m.offsets(ofGroup: i) else { return c.name == "offset" ? .arr([.nil, .nil]) : .nil }
            if c.name == "offset" { return .arr([.integer(offsets.lowerBound), .integer(offsets.upperBound)]) }
            return .integer(c.name == "begin" ? offsets.lowerBound : offsets.upperBound)
        case "to_s": try c.expect(0); return group(0)
        case "values_at":
            return .arr(try c.args.map { try index($0).map(group) ?? .nil })
        case "names": try c.expect(0); return .arr(m.names.map { .str($0.0) })
        case "string":
            try c.expect(0)
            let box = StringBox(m.string)
            box.frozen = true
            return .string(box)
        case "size", "length": try c.expect(0); return .integer(m.groups.count)
        case "inspect": try c.expect(0); return .str(Value.matchData(m).inspect)
        case "==": try c.expect(1); return .bool(Value.equal(.matchData(m), c.arg(0)))
        default: return nil
        }
    }
}
