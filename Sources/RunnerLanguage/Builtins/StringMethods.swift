import Foundation
import RubyText

/// Methods of String that read it and return new values. Strings are indexed by character the way
/// Ruby counts them (Unicode scalars, so "\r\n" is two). Pattern methods are in StringPatterns,
/// mutating ones in StringMutation, ActiveSupport's in StringActiveSupport.
enum StringMethods {
    static let names: Set<String> = StringPatterns.names.union(StringMutation.names).union(StringActiveSupport.names).union([
        "+", "*", "%", "==", "===", "eql?", "<=>", "<", ">", "<=", ">=", "clamp", "length", "size", "bytesize", "empty?",
        "include?", "start_with?", "end_with?", "upcase", "downcase", "capitalize", "swapcase", "strip", "lstrip",
        "rstrip", "chomp", "chop", "chr", "chars", "bytes", "lines", "each_line", "each_char", "each_byte", "tr",
        "tr_s", "delete", "squeeze", "count", "reverse", "center", "ljust", "rjust", "to_s", "to_str", "to_sym",
        "intern", "to_i", "to_f", "hex", "oct", "ord", "succ", "next", "upto", "between?", "casecmp", "casecmp?",
        "inspect", "dup", "+@", "-@", "hash", "delete_prefix", "delete_suffix", "unicode_normalize",
        "encoding", "force_encoding", "encode", "valid_encoding?", "ascii_only?", "b", "scrub", "dump",
    ])

    static func call(_ s: StringBox, _ c: BuiltinCall) throws -> Value? {
        if let result = try StringMutation.call(s, c) { return result }
        if let result = try StringPatterns.call(s, c) { return result }
        if let result = try StringActiveSupport.call(s, c) { return result }
        let text = s.value
        switch c.name {
        case "+":
            try c.expect(1)
            return .str(text + (try c.string(0)))
        case "*":
            try c.expect(1)
            let n = try c.int(0)
            guard n >= 0 else { throw c.error("ArgumentError", "negative argument") }
            try Limits.checkSize(n, unit: text.utf8.count, c)
            try Limits.checkStringBytes(Limits.multiply(n, text.utf8.count), c)
            return .str(String(repeating: text, count: n))
        case "%":
            try c.expect(1)
            let arguments: [Value]
            if case .array(let a) = c.arg(0) { arguments = a.elements } else { arguments = [c.arg(0)] }
            return .str(try Formatter.format(text, arguments, c.context))
        case "==", "===", "eql?":
            try c.expect(1)
            if case .string(let o) = c.arg(0) { return .bool(o.value == text) }
            return .false
        case "<=>":
            try c.expect(1)
            guard case .string(let o) = c.arg(0) else { return .nil }
            return .integer(Equality.compareBytes(text, o.value))
        case "<", ">", "<=", ">=":
            try c.expect(1)
            guard case .string(let o) = c.arg(0) else {
                throw c.error("ArgumentError", "comparison of String with \(NumericMethods.comparisonName(c.arg(0))) failed")
            }
            let order = Equality.compareBytes(text, o.value)
            switch c.name {
            case "<": return .bool(order < 0)
            case ">": return .bool(order > 0)
            case "<=": return .bool(order <= 0)
            default: return .bool(order >= 0)
            }
        case "between?":
            try c.expect(2)
            let low = try EnumerableOrdering.order(.string(s), c.arg(0), c)
            let high = try EnumerableOrdering.order(.string(s), c.arg(1), c)
            return .bool(low >= 0 && high <= 0)
        case "clamp": return try EnumerableOrdering.clamp(.string(s), c)
        case "length", "size": try c.expect(0); return .integer(text.unicodeScalars.count)
        case "bytesize": try c.expect(0); return .integer(text.utf8.count)
        case "empty?": try c.expect(0); return .bool(text.isEmpty)
        case "include?":
            try c.expect(1)
            let needle = try c.string(0)
            return .bool(needle.isEmpty || text.unicodeScalars.indexOf(needle.unicodeScalars) != nil)
        case "start_with?", "end_with?":
            for prefix in c.args {
                if case .regexp(let r) = prefix, c.name == "start_with?" {
                    if let m = RegexpSubject(text).firstMatch(r), m.range.lowerBound == 0 { c.recordMatch(m); return .true }
                    continue
                }
                let p = try Convert.string(prefix, c.context)
                let (a, b) = (Array(text.unicodeScalars), Array(p.unicodeScalars))
                if c.name == "start_with?" ? a.starts(with: b) : a.reversed().starts(with: b.reversed()) { return .true }
            }
            return .false
        case "upcase": try c.expect(0, 1); return .str(text.uppercased())
        case "downcase": try c.expect(0, 1); return .str(text.lowercased())
        case "capitalize": try c.expect(0, 1); return .str(capitalize(text))
        case "swapcase":
            try c.expect(0, 1)
            return .str(String(text.map { ch in ch.isUppercase ? Character(ch.lowercased()) : (ch.isLowercase ? Character(ch.uppercased()) : ch) }))
        case "strip": try c.expect(0); return .str(strip(text, leading: true, trailing: true))
        case "lstrip": try c.expect(0); return .str(strip(text, leading: true, trailing: false))
        case "rstrip": try c.expect(0); return .str(strip(text, leading: false, trailing: true))
        case "chomp": try c.expect(0, 1); return .str(chomp(text, c.count == 1 ? (c.arg(0).isNil ? nil : try c.string(0)) : "\n"))
        case "chop":
            try c.expect(0)
            if text.hasSuffix("\r\n") { return .str(String(String.UnicodeScalarView(text.unicodeScalars.dropLast(2)))) }
            return .str(String(String.UnicodeScalarView(text.unicodeScalars.dropLast())))
        case "chr": try c.expect(0); return .str(text.unicodeScalars.first.map { String(Character($0)) } ?? "")
        case "chars", "each_char":
            try c.expect(0)
            // With a block each character is made as it is handed over; a list is counted first.
            if c.name == "each_char", let block = c.block {
                for scalar in text.unicodeScalars { _ = try block.call([.str(String(Character(scalar)))]) }
                return .string(s)
            }
            try Limits.checkElements(text.utf8.count > Limits.maximumCollectionSize ? text.unicodeScalars.count : 0, c)
            let chars = text.unicodeScalars.map { Value.str(String(Character($0))) }
            guard let block = c.block else { return c.name == "chars" ? .arr(chars) : Enumerable.enumerator(.string(s), c, chars) }
            for ch in chars { _ = try block.call([ch]) }
            return .string(s)
        case "bytes", "each_byte":
            try c.expect(0)
            if c.name == "each_byte", let block = c.block {
                for byte in text.utf8 { _ = try block.call([.integer(Int(byte))]) }
                return .string(s)
            }
            try Limits.checkElements(text.utf8.count, c)
            let bytes = text.utf8.map { Value.integer(Int($0)) }
            guard c.name == "each_byte" else { return .arr(bytes) }
            guard let block = c.block else { return Enumerable.enumerator(.string(s), c, bytes) }
            for b in bytes { _ = try block.call([b]) }
            return .string(s)
        case "lines", "each_line":
            try c.expect(0, 1)
            let separator = c.count == 1 ? try c.string(0) : "\n"
            let chomping = c.arguments.option("chomp")?.isTruthy ?? false
            // At most one line per separator, plus the last: counted before the lines are made.
            if text.utf8.count > Limits.maximumCollectionSize {
                let mark = separator.isEmpty ? UInt8(ascii: "\n") : separator.utf8.last ?? UInt8(ascii: "\n")
                var marks = 0
                for byte in text.utf8 where byte == mark { marks += 1 }
                try Limits.checkElements(marks + 1, c)
            }
            let lines = RubyLines.lines(text, separator: separator, chomp: chomping).map { Value.str($0) }
            guard let block = c.block else { return c.name == "lines" ? .arr(lines) : Enumerable.enumerator(.string(s), c, lines) }
            for line in lines { _ = try block.call([line]) }
            return .string(s)
        case "tr", "tr_s":
            try c.expect(2)
            return .str(CharacterSets.translate(text, from: try c.string(0), to: try c.string(1), squeeze: c.name == "tr_s"))
        case "delete":
            try c.expect(1, -1)
            let sets = try c.args.map { try Convert.string($0, c.context) }
            return .str(String(String.UnicodeScalarView(text.unicodeScalars.filter { !CharacterSets.matchesAll(sets, $0) })))
        case "squeeze":
            let sets = try c.args.map { try Convert.string($0, c.context) }
            return .str(CharacterSets.squeeze(text, sets))
        case "count":
            try c.expect(1, -1)
            let sets = try c.args.map { try Convert.string($0, c.context) }
            return .integer(text.unicodeScalars.filter { CharacterSets.matchesAll(sets, $0) }.count)
        case "reverse": try c.expect(0); return .str(String(String.UnicodeScalarView(text.unicodeScalars.reversed())))
        case "center", "ljust", "rjust":
            try c.expect(1, 2)
            return .str(try justify(text, c.name, width: c.int(0), pad: c.count == 2 ? c.string(1) : " ", c))
        case "to_s", "to_str": try c.expect(0); return .string(s)
        case "to_sym", "intern": try c.expect(0); return .symbol(text)
        case "to_i":
            try c.expect(0, 1)
            let base = try c.optionalInt(0) ?? 10
            guard base == 10 || (2...36).contains(base) else { throw c.error("ArgumentError", "invalid radix \(base)") }
            return .integer(NumberPrefix.integer(text, base: base))
        case "to_f": try c.expect(0); return .float(NumberPrefix.float(text))
        case "hex": try c.expect(0); return .integer(NumberPrefix.integer(text, base: 16))
        case "oct": try c.expect(0); return .integer(NumberPrefix.integer(text, base: 8))
        case "ord":
            try c.expect(0)
            guard let first = text.unicodeScalars.first else { throw c.error("ArgumentError", "empty string") }
            return .integer(Int(first.value))
        case "succ", "next": try c.expect(0); return .str(StringSuccession.succ(text))
        case "upto":
            try c.expect(1, 2)
            let exclusive = c.count == 2 && c.arg(1).isTruthy
            let values = StringSuccession.range(from: text, to: try c.string(0), exclusive: exclusive).map(Value.str)
            guard let block = c.block else { return Enumerable.enumerator(.string(s), c, values) }
            for v in values { _ = try block.call([v]) }
            return .string(s)
        case "casecmp", "casecmp?":
            try c.expect(1)
            guard case .string(let o) = c.arg(0) else {
                if c.arg(0).isNil || c.name == "casecmp?" { return .nil }
                throw c.error("TypeError", "no implicit conversion of \(Convert.typeName(c.arg(0))) into String")
            }
            if c.name == "casecmp?" { return .bool(text.lowercased() == o.value.lowercased()) }
            return .integer(Equality.compareBytes(asciiDowncase(text), asciiDowncase(o.value)))
        case "inspect", "dump": try c.expect(0); return .str(StringText.inspect(text))
        case "+@":
            try c.expect(0)
            return s.frozen ? .str(text) : .string(s)
        case "-@":
            try c.expect(0)
            if s.frozen { return .string(s) }
            let copy = StringBox(text)
            copy.frozen = true
            return .string(copy)
        case "delete_prefix", "delete_suffix":
            try c.expect(1)
            let affix = try c.string(0)
            if c.name == "delete_prefix", text.hasPrefix(affix) { return .str(String(String.UnicodeScalarView(text.unicodeScalars.dropFirst(affix.unicodeScalars.count)))) }
            if c.name == "delete_suffix", text.unicodeScalars.reversed().starts(with: affix.unicodeScalars.reversed()) {
                return .str(String(String.UnicodeScalarView(text.unicodeScalars.dropLast(affix.unicodeScalars.count))))
            }
            return .str(text)
        case "unicode_normalize": return .str(text.precomposedStringWithCanonicalMapping)
        case "encoding": return .str("UTF-8")
        case "force_encoding", "b", "scrub": return .string(s)
        // Strings are always UTF-8 here, so re-encoding to UTF-8 is a copy.
        case "encode": return .str(text)
        case "valid_encoding?": return .true
        case "ascii_only?": return .bool(text.unicodeScalars.allSatisfy { $0.isASCII })
        default: return nil
        }
    }

    static func capitalize(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst().lowercased()
    }

    private static func asciiDowncase(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { ("A"..."Z").contains($0) ? (Unicode.Scalar($0.value + 32) ?? $0) : $0 }))
    }

    /// Ruby strips ASCII whitespace and NUL (leading whitespace only, trailing also NUL).
    static func strip(_ text: String, leading: Bool, trailing: Bool) -> String {
        let space: Set<Unicode.Scalar> = [" ", "\t", "\n", "\u{0B}", "\u{0C}", "\r"]
        var scalars = Substring(text).unicodeScalars[...]
        if leading { while let f = scalars.first, space.contains(f) { scalars = scalars.dropFirst() } }
        if trailing { while let l = scalars.last, space.contains(l) || l == "\0" { scalars = scalars.dropLast() } }
        return String(String.UnicodeScalarView(scalars))
    }

    /// `chomp`: with "\n" removes one trailing "\r\n", "\n" or "\r"; with "" all trailing newlines; else the suffix.
    static func chomp(_ text: String, _ separator: String?) -> String {
        guard let separator else { return text }
        var scalars = Array(text.unicodeScalars)
        if separator == "\n" {
            if scalars.last == "\n" {
                scalars.removeLast()
                if scalars.last == "\r" { scalars.removeLast() }
            } else if scalars.last == "\r" {
                scalars.removeLast()
            }
        } else if separator.isEmpty {
            while scalars.last == "\n" {
                scalars.removeLast()
                if scalars.last == "\r" { scalars.removeLast() }
            }
        } else if scalars.reversed().starts(with: separator.unicodeScalars.reversed()) {
            scalars.removeLast(separator.unicodeScalars.count)
        }
        return String(String.UnicodeScalarView(scalars))
    }

    static func justify(_ text: String, _ mode: String, width: Int, pad: String, _ c: BuiltinCall) throws -> String {
        guard !pad.isEmpty else { throw c.error("ArgumentError", "zero width padding") }
        let length = text.unicodeScalars.count
        guard width > length else { return text }
        try Limits.checkSize(width, c)
        let padScalars = Array(pad.unicodeScalars)
        func fill(_ n: Int) -> String {
            String(String.UnicodeScalarView((0..<n).map { padScalars[$0 % padScalars.count] }))
        }
        let total = width - length
        // The padding's bytes: whole rounds of `pad`, then the start of one more.
        let padBytes = padScalars.map(UTF8.width)
        let roundBytes = padBytes.reduce(0, +)
        let padding = Limits.add(Limits.multiply(total / padScalars.count, roundBytes), padBytes.prefix(total % padScalars.count).reduce(0, +))
        try Limits.checkStringBytes(Limits.add(text.utf8.count, padding), c)
        switch mode {
        case "ljust": return text + fill(total)
        case "rjust": return fill(total) + text
        default: return fill(total / 2) + text + fill(total - total / 2)
        }
    }
}

extension String.UnicodeScalarView {
    /// Scalar offset of the first occurrence of `needle` at or after `start`.
    func indexOf(_ needle: String.UnicodeScalarView, from start: Int = 0) -> Int? {
        ScalarSearch.first(Array(needle), in: Array(self), from: start)
    }

    /// Scalar offsets of every non-overlapping occurrence of a non-empty `needle`, left to right, in one pass.
    func occurrences(of needle: String.UnicodeScalarView) -> [Int] {
        let hay = Array(self), pat = Array(needle)
        guard !pat.isEmpty else { return [] }
        var found: [Int] = []
        var from = 0
        while let i = ScalarSearch.first(pat, in: hay, from: from) {
            found.append(i)
            from = i + pat.count
        }
        return found
    }
}

enum ScalarSearch {
    static func first(_ pat: [Unicode.Scalar], in hay: [Unicode.Scalar], from start: Int) -> Int? {
        guard start >= 0, start <= hay.count else { return nil }
        if pat.isEmpty { return start }
        guard hay.count >= pat.count else { return nil }
        var i = start
        let last = hay.count - pat.count
        while i <= last {
            if hay[i] == pat[0] {
                var k = 1
                while k < pat.count && hay[i + k] == pat[k] { k += 1 }
                if k == pat.count { return i }
            }
            i += 1
        }
        return nil
    }

    /// The last occurrence starting at or before `limit`.
    static func last(_ pat: [Unicode.Scalar], in hay: [Unicode.Scalar], atOrBefore limit: Int) -> Int? {
        guard hay.count >= pat.count else { return nil }
        var i = min(limit, hay.count - pat.count)
        while i >= 0 {
            var k = 0
            while k < pat.count && hay[i + k] == pat[k] { k += 1 }
            if k == pat.count { return i }
            i -= 1
        }
        return nil
    }
}
