import Foundation

/// String methods that search with a string or regexp pattern: `[]`, `=~`, `match`, `sub`, `gsub`,
/// `scan`, `split`, `index`, `partition`.
enum StringPatterns {
    static let names: Set<String> = [
        "[]", "slice", "=~", "match", "match?", "sub", "gsub", "scan", "split", "index", "rindex", "partition",
        "rpartition",
    ]

    static func call(_ s: StringBox, _ c: BuiltinCall) throws -> Value? {
        let text = s.value
        switch c.name {
        case "[]", "slice": return try slice(text, c.args, c)
        case "=~":
            try c.expect(1)
            guard case .regexp(let r) = c.arg(0) else {
                if case .string = c.arg(0) { throw c.error("TypeError", "wrong argument type String (expected Regexp)") }
                return try c.context.send(c.arg(0), "=~", Arguments(positional: [.string(s)]))
            }
            let m = RegexpSubject(text).firstMatch(r)
            c.recordMatch(m)
            return m.map { .integer($0.range.lowerBound) } ?? .nil
        case "match", "match?":
            try c.expect(1, 2)
            let r = try regexp(c.arg(0), c)
            return try RegexpMethods.call(r, BuiltinCall(name: c.name, arguments: Arguments(positional: [.string(s)] + c.args.dropFirst(), block: c.block), context: c.context))
        case "gsub" where c.count == 1 && c.block == nil:
            // `str.gsub(/re/)` enumerates the matches; with a block later it substitutes.
            let r = try regexp(c.arg(0), c)
            var matches: [Value] = []
            try RegexpSubject(text).forEachMatch(r) { m in
                try Limits.checkElements(matches.count + 1, c)
                matches.append(.str(m.groups[0] ?? ""))
                return true
            }
            return Enumerable.enumerator(.string(s), c, matches)
        case "sub", "gsub": return .str(try substitute(text, c, global: c.name == "gsub") ?? text)
        case "scan":
            try c.expect(1)
            let r = try regexp(c.arg(0), c)
            var results: [Value] = []
            // Found one at a time: with a block nothing is kept, without one the list stops at the limit.
            try RegexpSubject(text).forEachMatch(r) { m in
                let item: Value = m.groups.count > 1 ? .arr(m.groups.dropFirst().map { $0.map(Value.str) ?? .nil }) : .str(m.groups[0] ?? "")
                if let block = c.block {
                    c.recordMatch(m)
                    _ = try block.call([item])
                } else {
                    try Limits.checkElements(results.count + 1, c)
                    results.append(item)
                }
                return true
            }
            return c.block == nil ? .arr(results) : .string(s)
        case "split": return try StringSplitting.split(text, c)
        case "index", "rindex":
            try c.expect(1, 2)
            let length = text.unicodeScalars.count
            var start = try c.optionalInt(1) ?? (c.name == "index" ? 0 : length)
            if start < 0 { start += length }
            guard start >= 0, start <= length || c.name == "rindex" else { return .nil }
            start = min(start, length)
            if case .regexp(let r) = c.arg(0) {
                let subject = RegexpSubject(text)
                if c.name == "index" {
                    let m = subject.firstMatch(r, from: start)
                    c.recordMatch(m)
                    return m.map { .integer($0.range.lowerBound) } ?? .nil
                }
                for position in stride(from: start, through: 0, by: -1) {
                    if let m = subject.firstMatch(r, from: position), m.range.lowerBound == position {
                        c.recordMatch(m)
                        return .integer(position)
                    }
                }
                return .nil
            }
            let needle = try c.string(0).unicodeScalars
            if c.name == "index" { return text.unicodeScalars.indexOf(needle, from: start).map { .integer($0) } ?? .nil }
            return ScalarSearch.last(Array(needle), in: Array(text.unicodeScalars), atOrBefore: start).map { .integer($0) } ?? .nil
        case "partition", "rpartition":
            try c.expect(1)
            let scalars = Array(text.unicodeScalars)
            func piece(_ r: Range<Int>) -> Value { .str(String(String.UnicodeScalarView(scalars[r]))) }
            var span: Range<Int>?
            if case .regexp(let r) = c.arg(0) {
                let matches = RegexpSubject(text).allMatches(r)
                span = (c.name == "partition" ? matches.first : matches.last)?.range
            } else {
                let needle = try c.string(0)
                let n = needle.unicodeScalars.count
                if c.name == "partition" {
                    span = text.unicodeScalars.indexOf(needle.unicodeScalars).map { $0..<($0 + n) }
                } else {
                    span = ScalarSearch.last(Array(needle.unicodeScalars), in: scalars, atOrBefore: scalars.count).map { $0..<($0 + n) }
                }
            }
            guard let span else {
                return c.name == "partition" ? .arr([.str(text), .str(""), .str("")]) : .arr([.str(""), .str(""), .str(text)])
            }
            return .arr([piece(0..<span.lowerBound), piece(span), piece(span.upperBound..<scalars.count)])
        default: return nil
        }
    }

    /// A regexp argument, or a string one taken literally.
    static func regexp(_ v: Value, _ c: BuiltinCall) throws -> RegexpValue {
        switch v {
        case .regexp(let r): return r
        case .string(let s): return try RegexpCompiler.compile(RegexpCompiler.escape(s.value), options: "")
        default: throw c.error("TypeError", "wrong argument type \(v.className) (expected Regexp)")
        }
    }

    /// `str[i]`, `str[start, len]`, `str[range]`, `str[regexp]`, `str[regexp, group]`, `str[substring]`.
    static func slice(_ text: String, _ args: [Value], _ c: BuiltinCall) throws -> Value {
        try c.expect(1, 2)
        switch args[0] {
        case .regexp(let r):
            let m = RegexpSubject(text).firstMatch(r)
            c.recordMatch(m)
            guard let m else { return .nil }
            let group = args.count == 2 ? try MatchDataMethods.call(m, BuiltinCall(name: "[]", arguments: Arguments(positional: [args[1]]), context: c.context)) : .str(m.groups[0] ?? "")
            return group ?? .nil
        case .string(let needle):
            try c.expect(1)
            return text.unicodeScalars.indexOf(needle.value.unicodeScalars) != nil ? .str(needle.value) : .nil
        default:
            let scalars = Array(text.unicodeScalars)
            switch try Indexing.select(args, count: scalars.count, c) {
            case .position(let i): return i < scalars.count ? .str(String(Character(scalars[i]))) : .nil
            case .span(let r): return .str(String(String.UnicodeScalarView(scalars[r])))
            case .outside: return .nil
            }
        }
    }

    /// `sub`/`gsub` (and their `!` forms): nil when nothing matched.
    static func substitute(_ text: String, _ c: BuiltinCall, global: Bool) throws -> String? {
        if c.block == nil { try c.expect(2) } else { try c.expect(1, 2) }
        if global, c.count == 2, case .string(let pattern) = c.arg(0), case .string(let replacement) = c.arg(1),
           !replacement.value.contains("\\") {
            try checkLiteralSubstitution(text, pattern.value, replacement.value, c)
        }
        let r = try regexp(c.arg(0), c)
        let subject = RegexpSubject(text)
        let scalars = Array(text.unicodeScalars)
        // The result's bytes, counted as they are made and refused past the string limit before
        // the piece that would pass it is added (a 60 MB `gsub("a", "bb")` held 10 GB before).
        // Bytes, not a String: appending to a String here copied it whole every time.
        var out: [UInt8] = []
        var position = 0
        var matched = false
        func add(_ piece: String) throws {
            try Limits.checkStringBytes(out.count + piece.utf8.count, c)
            out.append(contentsOf: piece.utf8)
        }
        func add(_ piece: ArraySlice<Unicode.Scalar>) throws {
            try add(String(String.UnicodeScalarView(piece)))
        }
        func replace(_ m: MatchDataValue) throws -> Bool {
            matched = true
            try add(scalars[position..<m.range.lowerBound])
            let replacement: String
            if c.count == 2 {
                switch c.arg(1) {
                case .hash(let h): replacement = try HashMethods.lookup(h, .str(m.groups[0] ?? ""), c).toS
                default: replacement = expand(try c.string(1), m)
                }
            } else {
                c.recordMatch(m)
                let result = try c.yield(.str(m.groups[0] ?? ""))
                replacement = result.toS
            }
            try add(replacement)
            position = m.range.upperBound
            return global
        }
        if global {
            try subject.forEachMatch(r, replace)
        } else if let m = subject.firstMatch(r) {
            _ = try replace(m)
        }
        guard matched else { return nil }
        try add(scalars[position...])
        return String(decoding: out, as: UTF8.self)
    }

    /// `gsub("a", "bb")`: the result's size is known from the number of occurrences, counted on the
    /// bytes (UTF-8 finds a string's bytes only where its characters are) before any is replaced,
    /// and only as far as needed to pass the limit.
    static func checkLiteralSubstitution(_ text: String, _ pattern: String, _ replacement: String, _ c: BuiltinCall) throws {
        let (textBytes, patternBytes, replacementBytes) = (text.utf8.count, pattern.utf8.count, replacement.utf8.count)
        // An empty pattern matches before every character and at the end.
        if patternBytes == 0 {
            let scalars = textBytes > Limits.maximumStringBytes / max(replacementBytes + 1, 1) ? text.unicodeScalars.count : 0
            try Limits.checkStringBytes(Limits.add(textBytes, Limits.multiply(scalars + 1, replacementBytes)), c)
            return
        }
        guard replacementBytes > patternBytes else { return }
        let growth = replacementBytes - patternBytes
        // Only as many occurrences as could pass the limit are looked for.
        let enough = (Limits.maximumStringBytes - textBytes) / growth + 1
        guard enough > 0 else { return }
        var found = 0
        var text = text, pattern = pattern
        text.withUTF8 { hay in
            pattern.withUTF8 { needle in
                guard let base = hay.baseAddress, let first = needle.first, hay.count >= needle.count else { return }
                var i = 0
                let last = hay.count - needle.count
                while i <= last, found < enough {
                    guard let hit = memchr(base + i, Int32(first), last - i + 1) else { break }
                    let at = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
                    if memcmp(base + at, needle.baseAddress!, needle.count) == 0 {
                        found += 1
                        i = at + needle.count
                    } else {
                        i = at + 1
                    }
                }
            }
        }
        try Limits.checkStringBytes(Limits.add(textBytes, Limits.multiply(found, growth)), c)
    }

    /// Back-references in a replacement string: `\0` `\&` (whole match), `\1`–`\9`, `\k<name>`,
    /// `` \` `` (before), `\'` (after), `\\` (a backslash).
    static func expand(_ replacement: String, _ m: MatchDataValue) -> String {
        guard replacement.contains("\\") else { return replacement }
        let chars = Array(replacement)
        var out = ""
        var i = 0
        while i < chars.count {
            let ch = chars[i]
            guard ch == "\\", i + 1 < chars.count else { out.append(ch); i += 1; continue }
            let next = chars[i + 1]
            i += 2
            switch next {
            case "0", "&": out += m.groups[0] ?? ""
            case "1"..."9":
                let n = next.wholeNumberValue ?? 0
                if n < m.groups.count { out += m.groups[n] ?? "" }
            case "k":
                if i < chars.count, chars[i] == "<", let close = chars[i...].firstIndex(of: ">") {
                    let name = String(chars[(i + 1)..<close])
                    if let g = m.groupIndex(named: name) { out += m.groups[g] ?? "" }
                    i = close + 1
                } else {
                    out += "\\k"
                }
            case "`": out += m.preMatch
            case "'": out += m.postMatch
            case "\\": out += "\\"
            default: out.append("\\"); out.append(next)
            }
        }
        return out
    }
}

/// String#split with Ruby's rules: awk mode (nil or " "), string and regexp separators (with captured
/// groups included), limits (positive caps the fields, negative keeps trailing empty fields).
enum StringSplitting {
    static func split(_ text: String, _ c: BuiltinCall) throws -> Value {
        try c.expect(0, 2)
        let limit = try c.optionalInt(1) ?? 0
        let scalars = Array(text.unicodeScalars)
        func piece(_ r: Range<Int>) -> String { String(String.UnicodeScalarView(scalars[r])) }
        var fields: [String] = []
        if limit == 1 {
            return .arr(text.isEmpty ? [] : [.str(text)])
        }
        let pattern = c.arg(0)
        var isAwk = pattern.isNil
        if case .string(let s) = pattern, s.value == " " { isAwk = true }
        if isAwk {
            // Ruby's awk mode: runs of ASCII whitespace separate fields; leading ones are skipped. `begin` is
            // where the current field (or the remainder) starts.
            let space: Set<Unicode.Scalar> = [" ", "\t", "\n", "\u{0B}", "\u{0C}", "\r", "\0"]
            var begin = 0, end = 0, skipping = true, splits = 1
            for (i, scalar) in scalars.enumerated() {
                if skipping {
                    if space.contains(scalar) { begin = i + 1; continue }
                    end = i + 1
                    skipping = false
                    if limit > 0 && limit <= splits { break }
                } else if space.contains(scalar) {
                    fields.append(piece(begin..<end))
                    try Limits.checkElements(fields.count, c)
                    skipping = true
                    begin = i + 1
                    if limit > 0 { splits += 1 }
                } else {
                    end = i + 1
                }
            }
            // The remainder is kept when non-empty, or whenever a limit was given.
            if !scalars.isEmpty && (limit != 0 || begin < scalars.count) { fields.append(piece(min(begin, scalars.count)..<scalars.count)) }
        } else {
            // The separators are listed only as far as the fields they make could be kept: past
            // the collection limit (or the `limit` argument) none is looked for.
            let wanted = limit > 0 ? min(limit, Limits.maximumCollectionSize + 1) : Limits.maximumCollectionSize + 1
            var spans: [(Range<Int>, [String?])] = []
            if case .string(let s) = pattern, !s.value.isEmpty {
                let needle = Array(s.value.unicodeScalars)
                var from = 0
                while spans.count < wanted, let i = ScalarSearch.first(needle, in: scalars, from: from) {
                    spans.append((i..<(i + needle.count), []))
                    from = i + needle.count
                }
            } else if case .string = pattern {
                spans = scalars.indices.dropFirst().prefix(wanted).map { ($0..<$0, []) }
            } else {
                let r = try StringPatterns.regexp(pattern, c)
                // Counted as the loop below keeps them: an empty match where the last field ended splits nothing.
                var kept = 0, end = 0
                try RegexpSubject(text).forEachMatch(r) { m in
                    spans.append((m.range, Array(m.groups.dropFirst())))
                    if !(m.range.isEmpty && (m.range.lowerBound == end || m.range.lowerBound >= scalars.count)) {
                        kept += 1
                        end = m.range.upperBound
                    }
                    return kept < wanted
                }
            }
            var start = 0
            for (span, captures) in spans {
                if limit > 0 && fields.count >= limit - 1 { break }
                // An empty match right where the last field ended does not split (no empty fields from //).
                if span.isEmpty && (span.lowerBound == start || span.lowerBound >= scalars.count) { continue }
                fields.append(piece(start..<span.lowerBound))
                fields += captures.compactMap { $0 }
                try Limits.checkElements(fields.count, c)
                start = span.upperBound
            }
            if !scalars.isEmpty { fields.append(piece(start..<scalars.count)) }
        }
        if limit == 0 { while fields.last == "" { fields.removeLast() } }
        try Limits.checkElements(fields.count, c)
        return .arr(fields.map(Value.str))
    }
}
