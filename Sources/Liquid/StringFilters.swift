import Foundation

/// Liquid's string filters, with Ruby's `String` semantics (characters are code points).
enum StringFilters {
    typealias F = LiquidFilters.Filter

    static let all: [(String, F)] = [
        ("downcase", unary { .string($0.rubyToS.lowercased()) }),
        ("upcase", unary { .string($0.rubyToS.uppercased()) }),
        ("capitalize", unary { .string(capitalize($0.rubyToS)) }),
        ("escape", unary { $0.isNil ? .nil : .string(escapeHTML($0.rubyToS)) }),
        ("h", unary { $0.isNil ? .nil : .string(escapeHTML($0.rubyToS)) }),
        ("escape_once", unary { .string(escapeOnce($0.rubyToS)) }),
        ("url_encode", unary { $0.isNil ? .nil : .string(urlEncode($0.rubyToS)) }),
        ("url_decode", F(arity: 1...1) { input, _, _ in input.isNil ? .nil : .string(try urlDecode(input.rubyToS)) }),
        ("base64_encode", unary { .string(Data($0.rubyToS.utf8).base64EncodedString()) }),
        ("base64_decode", F(arity: 1...1) { input, _, _ in try base64Decode(input.rubyToS, urlSafe: false) }),
        ("base64_url_safe_encode", unary {
            .string(Data($0.rubyToS.utf8).base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_"))
        }),
        ("base64_url_safe_decode", F(arity: 1...1) { input, _, _ in try base64Decode(input.rubyToS, urlSafe: true) }),
        ("slice", F(arity: 2...3, body: slice)),
        ("truncate", F(arity: 1...3, body: truncate)),
        ("truncatewords", F(arity: 1...3, body: truncatewords)),
        ("split", F(arity: 2...2) { input, args, _ in .array(split(input.rubyToS, args[0].rubyToS).map { .string($0) }) }),
        ("strip", unary { .string($0.rubyToS.rubyStrip) }),
        ("lstrip", unary { .string($0.rubyToS.rubyLstrip) }),
        ("rstrip", unary { .string($0.rubyToS.rubyRstrip) }),
        ("strip_html", unary { .string(stripHTML($0.rubyToS)) }),
        ("strip_newlines", unary { .string(newlines.replacingAll(in: $0.rubyToS, with: "")) }),
        ("newline_to_br", unary { .string(newlines.replacingAll(in: $0.rubyToS, with: "<br />\n")) }),
        ("replace", F(arity: 2...3) { input, args, _ in
            .string(replaceAll(input.rubyToS, args[0].rubyToS, args.count > 1 ? args[1].rubyToS : ""))
        }),
        ("replace_first", F(arity: 2...3) { input, args, _ in
            .string(replaceFirst(input.rubyToS, args[0].rubyToS, args.count > 1 ? args[1].rubyToS : ""))
        }),
        ("replace_last", F(arity: 3...3) { input, args, _ in .string(replaceLast(input.rubyToS, args[0].rubyToS, args[1].rubyToS)) }),
        ("remove", F(arity: 2...2) { input, args, _ in .string(replaceAll(input.rubyToS, args[0].rubyToS, "")) }),
        ("remove_first", F(arity: 2...2) { input, args, _ in .string(replaceFirst(input.rubyToS, args[0].rubyToS, "")) }),
        ("remove_last", F(arity: 2...2) { input, args, _ in .string(replaceLast(input.rubyToS, args[0].rubyToS, "")) }),
        ("append", F(arity: 2...2) { input, args, _ in .string(input.rubyToS + args[0].rubyToS) }),
        ("prepend", F(arity: 2...2) { input, args, _ in .string(args[0].rubyToS + input.rubyToS) }),
    ]

    static func unary(_ body: @escaping @Sendable (LiquidValue) -> LiquidValue) -> F {
        F(arity: 1...1) { input, _, _ in body(input) }
    }

    static let newlines = RubyRegex(#"\r?\n"#)
    private static let htmlBlocks = RubyRegex(#"<script.*?</script>|<!--.*?-->|<style.*?</style>"#, multiline: true)
    private static let htmlTags = RubyRegex(#"<.*?>"#, multiline: true)
    private static let escapeOnceTargets = RubyRegex(#"["><']|&(?!([a-zA-Z]+|(#\d+));)"#)

    static func capitalize(_ s: String) -> String {
        guard let first = s.unicodeScalars.first else { return s }
        return String(first).uppercased() + String(s.unicodeScalars.dropFirst()).lowercased()
    }

    static func escapeHTML(_ s: String) -> String {
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
        }
        return out
    }

    static func escapeOnce(_ s: String) -> String {
        let ns = s as NSString
        var out = ""
        var cursor = 0
        for range in escapeOnceTargets.ranges(s) {
            out += ns.substring(with: NSRange(location: cursor, length: range.location - cursor))
            out += escapeHTML(ns.substring(with: range))
            cursor = range.location + range.length
        }
        return out + ns.substring(from: cursor)
    }

    /// CGI.escape: letters, digits and `_.-~` kept, spaces as `+`, every other byte as `%XX`.
    static func urlEncode(_ s: String) -> String {
        var out = ""
        for byte in s.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            case UInt8(ascii: " "): out += "+"
            default: out += String(format: "%%%02X", byte)
            }
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
        let keep = max(0, length - ellipsis.unicodeScalars.count)
        guard scalars.count > length else { return input.isNil ? .nil : .string(input.rubyToS) }
        return .string(FilterSupport.string(scalars[0..<min(keep, scalars.count)]) + ellipsis)
    }

    static func truncatewords(_ input: LiquidValue, _ args: [LiquidValue], _ context: LiquidContext) throws -> LiquidValue {
        if input.isNil { return .nil }
        let text = input.rubyToS
        var words = args.count > 0 ? try Conversions.integer(args[0]) : 15
        if words <= 0 { words = 1 }
        let ellipsis = args.count > 1 ? args[1].rubyToS : "..."
        var list = awkSplit(text, limit: words + 1)
        guard list.count > words else { return .string(text) }
        list.removeLast()
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
    static func split(_ s: String, _ separator: String) -> [String] {
        if s.isEmpty { return [] }
        if separator == " " { return awkSplit(s) }
        var fields: [String]
        if separator.isEmpty {
            fields = s.unicodeScalars.map { String($0) }
        } else {
            fields = s.components(separatedBy: separator)
        }
        while fields.last == "" { fields.removeLast() }
        return fields
    }

    static func stripHTML(_ s: String) -> String {
        htmlTags.replacingAll(in: htmlBlocks.replacingAll(in: s, with: ""), with: "")
    }

    static func replaceAll(_ s: String, _ target: String, _ replacement: String) -> String {
        if target.isEmpty {
            return replacement + s.unicodeScalars.map { String($0) + replacement }.joined()
        }
        return s.components(separatedBy: target).joined(separator: replacement)
    }

    static func replaceFirst(_ s: String, _ target: String, _ replacement: String) -> String {
        if target.isEmpty { return replacement + s }
        guard let range = s.range(of: target, options: .literal) else { return s }
        return s.replacingCharacters(in: range, with: replacement)
    }

    static func replaceLast(_ s: String, _ target: String, _ replacement: String) -> String {
        if target.isEmpty { return s + replacement }
        guard let range = s.range(of: target, options: [.literal, .backwards]) else { return s }
        return s.replacingCharacters(in: range, with: replacement)
    }
}
