import Foundation

/// ActiveSupport's String extensions that templates use: inflections, whitespace helpers and
/// substring conveniences.
enum StringActiveSupport {
    static let names: Set<String> = [
        "camelize", "camelcase", "underscore", "dasherize", "titleize", "titlecase", "humanize", "pluralize",
        "singularize", "classify", "tableize", "demodulize", "deconstantize", "foreign_key", "parameterize",
        "upcase_first", "indent", "indent!", "strip_heredoc", "squish", "truncate", "truncate_words", "first",
        "last", "from", "to", "at", "remove", "remove!", "starts_with?", "ends_with?", "exclude?", "shellescape", "shellsplit",
    ]

    static func call(_ s: StringBox, _ c: BuiltinCall) throws -> Value? {
        let text = s.value
        switch c.name {
        case "camelize", "camelcase":
            try c.expect(0, 1)
            let lower = c.count == 1 && { if case .symbol("lower") = c.arg(0) { return true }; return false }()
            return .str(Inflector.camelize(text, uppercaseFirst: !lower))
        case "underscore": try c.expect(0); return .str(Inflector.underscore(text))
        case "dasherize": try c.expect(0); return .str(Inflector.dasherize(text))
        // shellwords.rb's String#shellescape and #shellsplit.
        case "shellescape": try c.expect(0); return .str(ShellWords.escape(text))
        case "shellsplit": try c.expect(0); return try ShellwordsObject.split(text, c.context)
        case "titleize", "titlecase":
            try c.expect(0)
            return .str(Inflector.titleize(text, keepIdSuffix: c.arguments.option("keep_id_suffix")?.isTruthy ?? false))
        case "humanize":
            try c.expect(0)
            return .str(Inflector.humanize(
                text, capitalize: c.arguments.option("capitalize")?.isTruthy ?? true,
                keepIdSuffix: c.arguments.option("keep_id_suffix")?.isTruthy ?? false))
        case "pluralize":
            try c.expect(0, 2)
            if case .integer(1) = c.arg(0) { return .str(text) }
            return .str(Inflector.pluralize(text))
        case "singularize": try c.expect(0, 1); return .str(Inflector.singularize(text))
        case "classify": try c.expect(0); return .str(Inflector.classify(text))
        case "tableize": try c.expect(0); return .str(Inflector.tableize(text))
        case "demodulize": try c.expect(0); return .str(Inflector.demodulize(text))
        case "deconstantize": try c.expect(0); return .str(Inflector.deconstantize(text))
        case "foreign_key":
            try c.expect(0, 1)
            return .str(Inflector.foreignKey(text, separateWithUnderscore: c.count == 0 || c.arg(0).isTruthy))
        case "parameterize":
            try c.expect(0)
            let separator = c.arguments.option("separator").map { $0.toS } ?? "-"
            return .str(Inflector.parameterize(text, separator: separator, preserveCase: c.arguments.option("preserve_case")?.isTruthy ?? false))
        case "upcase_first": try c.expect(0); return .str(Inflector.upcaseFirst(text))
        case "indent", "indent!":
            try c.expect(1, 3)
            let amount = try c.int(0)
            var explicit: String?
            if c.count >= 2 && !c.arg(1).isNil { explicit = try c.string(1) }
            let result = indent(text, amount, explicit, emptyLines: c.count == 3 && c.arg(2).isTruthy)
            guard c.name == "indent!" else { return .str(result) }
            try Mutation.check(s, c.context)
            if result == text { return .nil }
            s.value = result
            return .string(s)
        case "strip_heredoc":
            try c.expect(0)
            let result = stripHeredoc(text)
            if s.frozen { let box = StringBox(result); box.frozen = true; return .string(box) }
            return .str(result)
        case "squish":
            try c.expect(0)
            return .str(squish(text))
        case "truncate":
            try c.expect(1)
            return .str(try truncate(text, c.int(0), omission: c.arguments.option("omission")?.toS ?? "...",
                                 separator: c.arguments.option("separator"), c))
        case "truncate_words":
            try c.expect(1)
            let n = try c.int(0)
            let omission = c.arguments.option("omission")?.toS ?? "..."
            let words = text.split(whereSeparator: { $0.isWhitespace })
            guard words.count > n else { return .str(text) }
            return .str(words.prefix(n).joined(separator: " ") + omission)
        case "first", "last":
            try c.expect(0, 1)
            let n = try c.optionalInt(0) ?? 1
            guard n >= 0 else { throw c.error("ArgumentError", "negative limit") }
            let scalars = text.unicodeScalars
            return .str(String(String.UnicodeScalarView(c.name == "first" ? Array(scalars.prefix(n)) : Array(scalars.suffix(n)))))
        case "from", "to", "at":
            try c.expect(1)
            let n = try c.int(0)
            let count = text.unicodeScalars.count
            if c.name == "at" { return try StringPatterns.slice(text, [.integer(n)], c) }
            if c.name == "from" { return try StringPatterns.slice(text, [.range(RangeValue(lower: .integer(n), upper: .integer(-1), exclusive: false))], c) }
            return try StringPatterns.slice(text, [.range(RangeValue(lower: .integer(0), upper: .integer(n < -count ? -count - 1 : n), exclusive: false))], c)
        case "remove", "remove!":
            var result = text
            for pattern in c.args {
                let r = try StringPatterns.regexp(pattern, c)
                let removeCall = BuiltinCall(name: "gsub", arguments: Arguments(positional: [.regexp(r), .str("")]), context: c.context)
                result = try StringPatterns.substitute(result, removeCall, global: true) ?? result
            }
            guard c.name == "remove!" else { return .str(result) }
            try Mutation.check(s, c.context)
            s.value = result
            return .string(s)
        case "starts_with?": return try StringMethods.call(s, BuiltinCall(name: "start_with?", arguments: c.arguments, context: c.context))
        case "ends_with?": return try StringMethods.call(s, BuiltinCall(name: "end_with?", arguments: c.arguments, context: c.context))
        case "exclude?":
            guard case .bool(let b)? = try StringMethods.call(s, BuiltinCall(name: "include?", arguments: c.arguments, context: c.context)) else { return .nil }
            return .bool(!b)
        default: return nil
        }
    }

    /// `squish`: runs of whitespace (Unicode included) become one space; ends are stripped.
    static func squish(_ text: String) -> String {
        text.split(whereSeparator: { $0.unicodeScalars.allSatisfy { $0.properties.isWhitespace } }).joined(separator: " ")
    }

    /// `indent(n, str = nil, empty = false)`: the indent string defaults to the first line-leading space
    /// or tab in the text, else a space; empty lines stay empty unless asked.
    static func indent(_ text: String, _ amount: Int, _ explicit: String?, emptyLines: Bool) -> String {
        let lines = StringMethods.splitLines(text, "\n")
        // An empty string is one empty line: "".indent(1, nil, true) is " ".
        if lines.isEmpty { return emptyLines ? String(repeating: explicit ?? " ", count: max(0, amount)) : text }
        let unit = explicit ?? lines.lazy.compactMap { line -> String? in
            guard let f = line.unicodeScalars.first, f == " " || f == "\t" else { return nil }
            return String(Character(f))
        }.first ?? " "
        let prefix = String(repeating: unit, count: max(0, amount))
        return lines.map { line in
            let isEmpty = line == "\n" || line.isEmpty
            return (isEmpty && !emptyLines) ? line : prefix + line
        }.joined()
    }

    /// `strip_heredoc`: removes the smallest leading indentation of the non-blank lines from every line.
    static func stripHeredoc(_ text: String) -> String {
        let lines = StringMethods.splitLines(text, "\n")
        var smallest: String?
        for line in lines {
            let indent = String(line.prefix { $0 == " " || $0 == "\t" })
            let rest = line.dropFirst(indent.count)
            guard let next = rest.first, !next.isWhitespace else { continue }
            if smallest == nil || Equality.compareBytes(indent, smallest ?? "") < 0 { smallest = indent }
        }
        guard let strip = smallest, !strip.isEmpty else { return text }
        return lines.map { $0.hasPrefix(strip) ? String($0.dropFirst(strip.count)) : $0 }.joined()
    }

    static func truncate(_ text: String, _ limit: Int, omission: String, separator: Value?, _ c: BuiltinCall) throws -> String {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count > limit else { return text }
        let room = Limits.subtract(limit, omission.unicodeScalars.count)
        var stop = max(0, room)
        if let separator, !separator.isNil {
            let found = try StringPatterns.call(StringBox(text), BuiltinCall(
                name: "rindex", arguments: Arguments(positional: [separator, .integer(room)]), context: c.context))
            if case .integer(let i)? = found { stop = i }
        }
        return String(String.UnicodeScalarView(scalars[0..<min(stop, scalars.count)])) + omission
    }
}

/// ActiveSupport helpers on other types that share wording.
enum ActiveSupportText {
    /// Array#to_sentence: "a", "a and b", "a, b, and c", with `words_connector:`, `two_words_connector:`,
    /// `last_word_connector:` options.
    static func toSentence(_ words: [String], _ c: BuiltinCall) -> String {
        let options = c.count == 1 ? { if case .hash(let h) = c.arg(0) { return h }; return nil }() : c.arguments.keywords
        func option(_ name: String, _ fallback: String) -> String { options?.option(name)?.toS ?? fallback }
        switch words.count {
        case 0: return ""
        case 1: return words[0]
        case 2: return words[0] + option("two_words_connector", " and ") + words[1]
        default:
            return words.dropLast().joined(separator: option("words_connector", ", ")) + option("last_word_connector", ", and ") + (words.last ?? "")
        }
    }
}
