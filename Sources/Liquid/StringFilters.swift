import Foundation

/// Liquid's string filters, with Ruby's `String` semantics (characters are code points).
enum StringFilters {
    typealias F = LiquidFilters.Filter

    static let all: [(String, F)] = [
        ("downcase", sized { try checkCaseMapped($0, \.lowercaseMapping); return .string($0.lowercased()) }),
        ("upcase", sized { try checkCaseMapped($0, \.uppercaseMapping); return .string($0.uppercased()) }),
        ("capitalize", sized { try checkCaseMapped($0, \.uppercaseMapping, \.lowercaseMapping); return .string(capitalize($0)) }),
        ("escape", F(arity: 1...1) { input, _, _ in input.isNil ? .nil : .string(try escapeHTML(input.rubyToS)) }),
        ("h", F(arity: 1...1) { input, _, _ in input.isNil ? .nil : .string(try escapeHTML(input.rubyToS)) }),
        ("escape_once", sized { .string(try escapeOnce($0)) }),
        ("url_encode", F(arity: 1...1) { input, _, _ in input.isNil ? .nil : .string(try urlEncode(input.rubyToS)) }),
        ("url_decode", F(arity: 1...1) { input, _, _ in input.isNil ? .nil : .string(try urlDecode(input.rubyToS)) }),
        ("base64_encode", sized { try checkBase64($0); return .string(Data($0.utf8).base64EncodedString()) }),
        ("base64_decode", F(arity: 1...1) { input, _, _ in try base64Decode(input.rubyToS, urlSafe: false) }),
        ("base64_url_safe_encode", sized {
            try checkBase64($0)
            return .string(Data($0.utf8).base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_"))
        }),
        ("base64_url_safe_decode", F(arity: 1...1) { input, _, _ in try base64Decode(input.rubyToS, urlSafe: true) }),
        ("slice", F(arity: 2...3, body: slice)),
        ("truncate", F(arity: 1...3, body: truncate)),
        ("truncatewords", F(arity: 1...3, body: truncatewords)),
        ("split", F(arity: 2...2) { input, args, _ in .array(try split(input.rubyToS, args[0].rubyToS).map { .string($0) }) }),
        ("strip", unary { .string($0.rubyToS.rubyStrip) }),
        ("lstrip", unary { .string($0.rubyToS.rubyLstrip) }),
        ("rstrip", unary { .string($0.rubyToS.rubyRstrip) }),
        ("strip_html", unary { .string(stripHTML($0.rubyToS)) }),
        ("strip_newlines", unary { .string(newlines.replacingAll(in: $0.rubyToS, with: "")) }),
        ("newline_to_br", sized { text in
            // Each "\n" becomes 7 bytes, each "\r\n" 7 instead of 2.
            let lf = text.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
            let crlf = text.utf8.count < 2 ? 0 : zip(text.utf8, text.utf8.dropFirst()).reduce(0) { $0 + ($1 == (13, 10) ? 1 : 0) }
            try LiquidLimits.checkBytes(LiquidLimits.sum(text.utf8.count, LiquidLimits.product(lf, 6)) - crlf)
            return .string(newlines.replacingAll(in: text, with: "<br />\n"))
        }),
        ("replace", F(arity: 2...3) { input, args, _ in
            .string(try replaceAll(input.rubyToS, args[0].rubyToS, args.count > 1 ? args[1].rubyToS : ""))
        }),
        ("replace_first", F(arity: 2...3) { input, args, _ in
            .string(try replaceFirst(input.rubyToS, args[0].rubyToS, args.count > 1 ? args[1].rubyToS : ""))
        }),
        ("replace_last", F(arity: 3...3) { input, args, _ in .string(try replaceLast(input.rubyToS, args[0].rubyToS, args[1].rubyToS)) }),
        ("remove", F(arity: 2...2) { input, args, _ in .string(try replaceAll(input.rubyToS, args[0].rubyToS, "")) }),
        ("remove_first", F(arity: 2...2) { input, args, _ in .string(try replaceFirst(input.rubyToS, args[0].rubyToS, "")) }),
        ("remove_last", F(arity: 2...2) { input, args, _ in .string(try replaceLast(input.rubyToS, args[0].rubyToS, "")) }),
        ("append", F(arity: 2...2) { input, args, _ in .string(try concatenated(input.rubyToS, args[0].rubyToS)) }),
        ("prepend", F(arity: 2...2) { input, args, _ in .string(try concatenated(args[0].rubyToS, input.rubyToS)) }),
    ]

    static func unary(_ body: @escaping @Sendable (LiquidValue) -> LiquidValue) -> F {
        F(arity: 1...1) { input, _, _ in body(input) }
    }

    /// A one-argument filter on the input's text that checks the size it will make before making it.
    static func sized(_ body: @escaping @Sendable (String) throws -> LiquidValue) -> F {
        F(arity: 1...1) { input, _, _ in try body(input.rubyToS) }
    }

    /// `a + b`, checked against the byte limit before it is made.
    static func concatenated(_ a: String, _ b: String) throws -> String {
        try LiquidLimits.checkBytes(LiquidLimits.sum(a.utf8.count, b.utf8.count))
        return a + b
    }

    /// Case mapping can make a character longer (`ß` is `SS`, `ΐ` upper-cased is 6 bytes): past a
    /// third of the limit, the mapped size is counted before mapping.
    static func checkCaseMapped(_ s: String, _ mappings: KeyPath<Unicode.Scalar.Properties, String>...) throws {
        guard LiquidLimits.product(s.utf8.count, 3) > LiquidLimits.maximumBytes else { return }
        var bytes = 0
        for scalar in s.unicodeScalars {
            bytes = LiquidLimits.sum(bytes, scalar.isASCII ? 1 : mappings.map { scalar.properties[keyPath: $0].utf8.count }.max() ?? 0)
        }
        try LiquidLimits.checkBytes(bytes)
    }

    /// Base64 is 4 bytes for every 3, padded.
    static func checkBase64(_ s: String) throws {
        try LiquidLimits.checkBytes(LiquidLimits.product(LiquidLimits.sum(s.utf8.count, 2) / 3, 4))
    }

    static let newlines = RubyRegex(#"\r?\n"#)
    private static let htmlBlocks = RubyRegex(#"<script.*?</script>|<!--.*?-->|<style.*?</style>"#, multiline: true)
    private static let htmlTags = RubyRegex(#"<.*?>"#, multiline: true)
    private static let escapeOnceTargets = RubyRegex(#"["><']|&(?!([a-zA-Z]+|(#\d+));)"#)

    static func capitalize(_ s: String) -> String {
        guard let first = s.unicodeScalars.first else { return s }
        return String(first).uppercased() + String(s.unicodeScalars.dropFirst()).lowercased()
    }

    static func escapeHTML(_ s: String) throws -> String {
        var out = ""
        for ch in s.unicodeScalars {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(ch)
            }
            // At most 6 bytes an input character: the text never passes the limit by more.
            try LiquidLimits.checkBytes(out.utf8.count)
        }
        return out
    }

    static func escapeOnce(_ s: String) throws -> String {
        let ns = s as NSString
        var out = ""
        var cursor = 0
        for range in escapeOnceTargets.ranges(s) {
            out += ns.substring(with: NSRange(location: cursor, length: range.location - cursor))
            out += try escapeHTML(ns.substring(with: range))
            try LiquidLimits.checkBytes(out.utf8.count)
            cursor = range.location + range.length
        }
        return try concatenated(out, ns.substring(from: cursor))
    }

    /// CGI.escape: letters, digits and `_.-~` kept, spaces as `+`, every other byte as `%XX`.
    static func urlEncode(_ s: String) throws -> String {
        var out = ""
        for byte in s.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            case UInt8(ascii: " "): out += "+"
            default: out += String(format: "%%%02X", byte)
            }
            try LiquidLimits.checkBytes(out.utf8.count)
        }
        return out
    }

    static func urlDecode(_ s: String) throws -> String {
        let bytes = Array(s.utf8)
        var out: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "+") {
                out.append(UInt8(ascii: " "))
            } else if byte == UInt8(ascii: "%"), index + 2 < bytes.count + 0, index + 2 <= bytes.count - 1,
                let value = UInt8(String(decoding: bytes[(index + 1)...(index + 2)], as: UTF8.self), radix: 16)
            {
                out.append(value)
                index += 2
            } else {
                out.append(byte)
            }
            index += 1
        }
        guard let text = String(bytes: out, encoding: .utf8) else { throw LiquidError.argument("invalid byte sequence in UTF-8") }
        return text
    }

    static func base64Decode(_ s: String, urlSafe: Bool) throws -> LiquidValue {
        var text = s
        if urlSafe {
            if !text.hasSuffix("="), text.utf8.count % 4 != 0 { text += String(repeating: "=", count: 4 - text.utf8.count % 4) }
            text = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        }
        guard text.utf8.count % 4 == 0, let data = Data(base64Encoded: text) else {
            throw LiquidError.argument("invalid base64 provided to \(urlSafe ? "base64_url_safe_decode" : "base64_decode")")
        }
        return .string(String(decoding: data, as: UTF8.self))
    }

    static func slice(_ input: LiquidValue, _ args: [LiquidValue], _ context: LiquidContext) throws -> LiquidValue {
        let offset = try Conversions.integer(args[0])
        let length = args.count > 1 && !args[1].isNil ? try Conversions.integer(args[1]) : 1
        if case .array(let items) = input {
            guard let range = FilterSupport.sliceRange(count: items.count, start: offset, length: length) else { return .array([]) }
            return .array(Array(items[range]))
        }
        let scalars = FilterSupport.scalars(input.rubyToS)
        guard let range = FilterSupport.sliceRange(count: scalars.count, start: offset, length: length) else { return .string("") }
        return .string(FilterSupport.string(scalars[range]))
    }

    static func truncate(_ input: LiquidValue, _ args: [LiquidValue], _ context: LiquidContext) throws -> LiquidValue {
        if input.isNil { return .nil }
        let scalars = FilterSupport.scalars(input.rubyToS)
        let length = args.count > 0 ? try Conversions.integer(args[0]) : 50
        let ellipsis = args.count > 1 ? args[1].rubyToS : "..."
        // `length - ellipsis.length`, which Ruby computes without bounds: Int.min less anything is below 0.
        let (difference, overflow) = length.subtractingReportingOverflow(ellipsis.unicodeScalars.count)
        let keep = overflow ? 0 : max(0, difference)
        guard scalars.count > length else { return input.isNil ? .nil : .string(input.rubyToS) }
        return .string(try concatenated(FilterSupport.string(scalars[0..<min(keep, scalars.count)]), ellipsis))
    }

    static func truncatewords(_ input: LiquidValue, _ args: [LiquidValue], _ context: LiquidContext) throws -> LiquidValue {
        if input.isNil { return .nil }
        let text = input.rubyToS
        var words = args.count > 0 ? try Conversions.integer(args[0]) : 15
        if words <= 0 { words = 1 }
        // Ruby's `split(" ", words + 1)` takes a C int; Liquid answers a RangeError with this.
        guard words < Int(Int32.max) else { throw LiquidError.argument("integer \(words) too big for truncatewords") }
        let ellipsis = args.count > 1 ? args[1].rubyToS : "..."
        var list = awkSplit(text, limit: words + 1)
        guard list.count > words else { return .string(text) }
        list.removeLast()
        try LiquidLimits.checkJoined(list + [ellipsis], separator: " ")
        return .string(list.joined(separator: " ") + ellipsis)
    }

    /// Ruby's `split(" ", limit)`: fields between runs of whitespace; with a limit the last field
    /// is the rest of the string as it is.
    static func awkSplit(_ s: String, limit: Int = 0) -> [String] {
        let scalars = Array(s.unicodeScalars)
        var fields: [String] = []
        var index = 0
        func isSpace(_ c: Unicode.Scalar) -> Bool { String.isRubySpace(c) || c == "\0" }
        while index < scalars.count {
            while index < scalars.count, isSpace(scalars[index]) { index += 1 }
            guard index < scalars.count else { break }
            if limit > 0, fields.count == limit - 1 {
                fields.append(FilterSupport.string(scalars[index...]))
                return fields
            }
            let start = index
            while index < scalars.count, !isSpace(scalars[index]) { index += 1 }
            fields.append(FilterSupport.string(scalars[start..<index]))
        }
        return fields
    }

    /// Ruby's `String#split(string)`: awk-style for " ", characters for "", else the literal
    /// separator with trailing empty fields dropped.
    /// The fields are counted before the array is made (one per character for "").
    static func split(_ s: String, _ separator: String) throws -> [String] {
        if s.isEmpty { return [] }
        if separator == " " {
            let fields = awkSplit(s)
            try LiquidLimits.checkMembers(fields.count)
            return fields
        }
        var fields: [String]
        if separator.isEmpty {
            try LiquidLimits.checkMembers(s.unicodeScalars.count)
            fields = s.unicodeScalars.map { String($0) }
        } else {
            fields = s.components(separatedBy: separator)
            try LiquidLimits.checkMembers(fields.count - fields.reversed().prefix { $0.isEmpty }.count)
        }
        while fields.last == "" { fields.removeLast() }
        return fields
    }

    static func stripHTML(_ s: String) -> String {
        htmlTags.replacingAll(in: htmlBlocks.replacingAll(in: s, with: ""), with: "")
    }

    /// Every occurrence replaced; the result's size (the pieces between occurrences plus one
    /// replacement for each) is checked before it is made.
    static func replaceAll(_ s: String, _ target: String, _ replacement: String) throws -> String {
        if target.isEmpty {
            // Before every character and at the end.
            let count = s.unicodeScalars.count + 1
            try LiquidLimits.checkBytes(LiquidLimits.sum(s.utf8.count, LiquidLimits.product(count, replacement.utf8.count)))
            return replacement + s.unicodeScalars.map { String($0) + replacement }.joined()
        }
        // Counted first (bytes, as Ruby matches), so a result past the limit is never built.
        var text = s, pattern = target, with = replacement
        let occurrences = offsets(of: &pattern, in: &text)
        let kept = s.utf8.count - occurrences.count * target.utf8.count
        try LiquidLimits.checkBytes(LiquidLimits.sum(kept, LiquidLimits.product(occurrences.count, replacement.utf8.count)))
        var out: [UInt8] = []
        out.reserveCapacity(kept + occurrences.count * replacement.utf8.count)
        text.withUTF8 { bytes in
            with.withUTF8 { replacementBytes in
                var cursor = 0
                for offset in occurrences {
                    out.append(contentsOf: bytes[cursor..<offset])
                    out.append(contentsOf: replacementBytes)
                    cursor = offset + target.utf8.count
                }
                out.append(contentsOf: bytes[cursor...])
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Where `target` (not empty) occurs in `s`, byte for byte, left to right without overlaps.
    static func offsets(of target: inout String, in s: inout String) -> [Int] {
        var found: [Int] = []
        s.withUTF8 { haystack in
            target.withUTF8 { needle in
                guard let base = haystack.baseAddress, let first = needle.baseAddress, needle.count > 0 else { return }
                var cursor = 0
                // The first byte found by memchr, the rest compared by memcmp.
                while cursor + needle.count <= haystack.count,
                    let hit = memchr(base + cursor, Int32(needle[0]), haystack.count - cursor - needle.count + 1)
                {
                    let offset = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
                    if memcmp(base + offset, first, needle.count) == 0 {
                        found.append(offset)
                        cursor = offset + needle.count
                    } else {
                        cursor = offset + 1
                    }
                }
            }
        }
        return found
    }

    static func replaceFirst(_ s: String, _ target: String, _ replacement: String) throws -> String {
        if target.isEmpty { return try concatenated(replacement, s) }
        guard let range = s.range(of: target, options: .literal) else { return s }
        try LiquidLimits.checkBytes(LiquidLimits.sum(s.utf8.count - s[range].utf8.count, replacement.utf8.count))
        return s.replacingCharacters(in: range, with: replacement)
    }

    static func replaceLast(_ s: String, _ target: String, _ replacement: String) throws -> String {
        if target.isEmpty { return try concatenated(s, replacement) }
        guard let range = s.range(of: target, options: [.literal, .backwards]) else { return s }
        try LiquidLimits.checkBytes(LiquidLimits.sum(s.utf8.count - s[range].utf8.count, replacement.utf8.count))
        return s.replacingCharacters(in: range, with: replacement)
    }
}
