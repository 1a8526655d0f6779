import Foundation

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
