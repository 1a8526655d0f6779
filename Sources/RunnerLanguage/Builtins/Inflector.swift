import Foundation

/// ActiveSupport 6.1's English inflections and inflector methods, ported rule for rule from
/// active_support/inflections.rb and inflector/methods.rb (no custom acronyms or locales).
public enum Inflector {
    /// A rule: a Ruby regexp and a replacement with `\1` back-references. Later rules win, as in
    /// ActiveSupport (each `plural`/`singular` call prepends), so the tables are stored newest first.
    private typealias Rule = (RegexpValue, String)

    private static func rules(_ list: [(String, String, String)]) -> [Rule] {
        list.reversed().compactMap { pattern, options, replacement in
            (try? RegexpCompiler.compile(pattern, options: options)).map { ($0, replacement) }
        }
    }

    /// `inflect.irregular(singular, plural)` expands into these four rules per table.
    private static func irregularRules(_ singular: String, _ plural: String) -> (plural: [(String, String, String)], singular: [(String, String, String)]) {
        let s0 = String(singular.prefix(1)), srest = String(singular.dropFirst())
        let p0 = String(plural.prefix(1)), prest = String(plural.dropFirst())
        if s0.uppercased() == p0.uppercased() {
            return ([("(\(s0))\(srest)$", "i", "\\1" + prest), ("(\(p0))\(prest)$", "i", "\\1" + prest)],
                    [("(\(s0))\(srest)$", "i", "\\1" + srest), ("(\(p0))\(prest)$", "i", "\\1" + srest)])
        }
        return ([("\(s0.uppercased())(?i)\(srest)$", "", p0.uppercased() + prest),
                 ("\(s0.lowercased())(?i)\(srest)$", "", p0.lowercased() + prest),
                 ("\(p0.uppercased())(?i)\(prest)$", "", p0.uppercased() + prest),
                 ("\(p0.lowercased())(?i)\(prest)$", "", p0.lowercased() + prest)],
                [("\(s0.uppercased())(?i)\(srest)$", "", s0.uppercased() + srest),
                 ("\(s0.lowercased())(?i)\(srest)$", "", s0.lowercased() + srest),
                 ("\(p0.uppercased())(?i)\(prest)$", "", s0.uppercased() + srest),
                 ("\(p0.lowercased())(?i)\(prest)$", "", s0.lowercased() + srest)])
    }

    private static let irregulars = [
        ("person", "people"), ("man", "men"), ("child", "children"), ("sex", "sexes"), ("move", "moves"), ("zombie", "zombies"),
    ]

    private static let pluralRules: [Rule] = rules([
        ("$", "", "s"), ("s$", "i", "s"), ("^(ax|test)is$", "i", "\\1es"), ("(octop|vir)us$", "i", "\\1i"),
        ("(octop|vir)i$", "i", "\\1i"), ("(alias|status)$", "i", "\\1es"), ("(bu)s$", "i", "\\1ses"),
        ("(buffal|tomat)o$", "i", "\\1oes"), ("([ti])um$", "i", "\\1a"), ("([ti])a$", "i", "\\1a"), ("sis$", "i", "ses"),
        ("(?:([^f])fe|([lr])f)$", "i", "\\1\\2ves"), ("(hive)$", "i", "\\1s"), ("([^aeiouy]|qu)y$", "i", "\\1ies"),
        ("(x|ch|ss|sh)$", "i", "\\1es"), ("(matr|vert|ind)(?:ix|ex)$", "i", "\\1ices"), ("^(m|l)ouse$", "i", "\\1ice"),
        ("^(m|l)ice$", "i", "\\1ice"), ("^(ox)$", "i", "\\1en"), ("^(oxen)$", "i", "\\1"), ("(quiz)$", "i", "\\1zes"),
    ] + irregulars.flatMap { irregularRules($0.0, $0.1).plural })

    private static let singularRules: [Rule] = rules([
        ("s$", "i", ""), ("(ss)$", "i", "\\1"), ("(n)ews$", "i", "\\1ews"), ("([ti])a$", "i", "\\1um"),
        ("((a)naly|(b)a|(d)iagno|(p)arenthe|(p)rogno|(s)ynop|(t)he)(sis|ses)$", "i", "\\1sis"),
        ("(^analy)(sis|ses)$", "i", "\\1sis"), ("([^f])ves$", "i", "\\1fe"), ("(hive)s$", "i", "\\1"),
        ("(tive)s$", "i", "\\1"), ("([lr])ves$", "i", "\\1f"), ("([^aeiouy]|qu)ies$", "i", "\\1y"),
        ("(s)eries$", "i", "\\1eries"), ("(m)ovies$", "i", "\\1ovie"), ("(x|ch|ss|sh)es$", "i", "\\1"),
        ("^(m|l)ice$", "i", "\\1ouse"), ("(bus)(es)?$", "i", "\\1"), ("(o)es$", "i", "\\1"), ("(shoe)s$", "i", "\\1"),
        ("(cris|test)(is|es)$", "i", "\\1is"), ("^(a)x[ie]s$", "i", "\\1xis"), ("(octop|vir)(us|i)$", "i", "\\1us"),
        ("(alias|status)(es)?$", "i", "\\1"), ("^(ox)en", "i", "\\1"), ("(vert|ind)ices$", "i", "\\1ex"),
        ("(matr)ices$", "i", "\\1ix"), ("(quiz)zes$", "i", "\\1"), ("(database)s$", "i", "\\1"),
    ] + irregulars.flatMap { irregularRules($0.0, $0.1).singular })

    /// Words with the same singular and plural; matched at the end of a word (`black sheep`).
    private static let uncountables: [RegexpValue] = [
        "equipment", "information", "rice", "money", "species", "series", "fish", "sheep", "jeans", "police",
    ].compactMap { try? RegexpCompiler.compile("\\b" + RegexpCompiler.escape($0) + "\\Z", options: "i") }

    public static func pluralize(_ word: String) -> String { apply(word, pluralRules) }
    public static func singularize(_ word: String) -> String { apply(word, singularRules) }

    private static func apply(_ word: String, _ rules: [Rule]) -> String {
        if word.isEmpty || uncountables.contains(where: { RegexpSubject(word).firstMatch($0) != nil }) { return word }
        for (rule, replacement) in rules {
            if let result = sub(word, rule, { StringPatterns.expand(replacement, $0) }) { return result }
        }
        return word
    }

    /// Replaces the first match, nil when there is none.
    private static func sub(_ text: String, _ r: RegexpValue, _ replacement: (MatchDataValue) -> String) -> String? {
        guard let m = RegexpSubject(text).firstMatch(r) else { return nil }
        return m.preMatch + replacement(m) + m.postMatch
    }

    /// Replaces every match.
    private static func gsub(_ text: String, _ pattern: String, _ options: String = "", _ replacement: (MatchDataValue) -> String) -> String {
        guard let r = try? RegexpCompiler.compile(pattern, options: options) else { return text }
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var position = 0
        for m in RegexpSubject(text).allMatches(r) {
            out.append(contentsOf: scalars[position..<m.range.lowerBound])
            out.append(contentsOf: replacement(m).unicodeScalars)
            position = m.range.upperBound
        }
        out.append(contentsOf: scalars[position...])
        return String(out)
    }

    private static func firstSub(_ text: String, _ pattern: String, _ replacement: (MatchDataValue) -> String) -> String {
        guard let r = try? RegexpCompiler.compile(pattern, options: "") else { return text }
        return sub(text, r, replacement) ?? text
    }

    private static func group(_ m: MatchDataValue, _ i: Int) -> String { i < m.groups.count ? m.groups[i] ?? "" : "" }

    /// "admin_users/new_thing" → "AdminUsers::NewThing"; lower-case first letter with `uppercaseFirst: false`.
    public static func camelize(_ term: String, uppercaseFirst: Bool = true) -> String {
        if uppercaseFirst, let camelized = asciiCamelize(term) { return camelized }
        var string = term
        if uppercaseFirst {
            string = firstSub(string, "^[a-z\\d]*") { StringMethods.capitalize(group($0, 0)) }
        } else {
            string = firstSub(string, "^(?:\\w)") { group($0, 0).lowercased() }
        }
        string = gsub(string, "(?:_|(\\/))([a-z\\d]*)", "i") { group($0, 1) + StringMethods.capitalize(group($0, 2)) }
        return string.replacingOccurrences(of: "/", with: "::")
    }

    /// `camelize` of an ASCII term, the same steps done on bytes: the engine camelizes the app name
    /// at every start, and a first regexp costs ICU's initialisation (a tenth of a small run).
    /// nil for other terms, which go through the regexps.
    private static func asciiCamelize(_ term: String) -> String? {
        let bytes = Array(term.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        func isLowerOrDigit(_ b: UInt8) -> Bool { (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39) }
        func isAlphanumeric(_ b: UInt8) -> Bool { isLowerOrDigit(b) || (b >= 0x41 && b <= 0x5A) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 8)
        // capitalize: the first byte upper-cased, the rest lower-cased.
        func appendCapitalized(_ run: ArraySlice<UInt8>) {
            for (offset, byte) in run.enumerated() {
                let isUpper = byte >= 0x41 && byte <= 0x5A, isLower = byte >= 0x61 && byte <= 0x7A
                out.append(offset == 0 ? (isLower ? byte - 32 : byte) : (isUpper ? byte + 32 : byte))
            }
        }
        // sub(/^[a-z\d]*/) { capitalize }
        var index = 0
        while index < bytes.count && isLowerOrDigit(bytes[index]) { index += 1 }
        appendCapitalized(bytes[0..<index])
        // gsub(/(?:_|(\/))([a-z\d]*)/i) { $1 + capitalize($2) }, then "/" → "::".
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "_") || byte == UInt8(ascii: "/") else {
                out.append(byte)
                index += 1
                continue
            }
            var end = index + 1
            while end < bytes.count && isAlphanumeric(bytes[end]) { end += 1 }
            if byte == UInt8(ascii: "/") { out += [UInt8(ascii: ":"), UInt8(ascii: ":")] }
            appendCapitalized(bytes[(index + 1)..<end])
            index = end
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// "AdminUsers::NewThing" → "admin_users/new_thing", "HTMLTidy" → "html_tidy".
    public static func underscore(_ camelCased: String) -> String {
        guard camelCased.contains("::") || camelCased.contains(where: { ("A"..."Z").contains($0) || $0 == "-" }) else { return camelCased }
        var word = camelCased.replacingOccurrences(of: "::", with: "/")
        word = gsub(word, "([A-Z])(?=[A-Z][a-z])|([a-z\\d])(?=[A-Z])") { (($0.groups.count > 1 ? $0.groups[1] : nil) ?? group($0, 2)) + "_" }
        return word.replacingOccurrences(of: "-", with: "_").lowercased()
    }

    /// "employee_salary" → "Employee salary", "author_id" → "Author".
    public static func humanize(_ word: String, capitalize: Bool = true, keepIdSuffix: Bool = false) -> String {
        var result = firstSub(word, "\\A_+") { _ in "" }
        if !keepIdSuffix, result.hasSuffix("_id") { result.removeLast(3) }
        result = result.replacingOccurrences(of: "_", with: " ")
        result = gsub(result, "([a-z\\d]*)", "i") { group($0, 0).lowercased() }
        if capitalize { result = firstSub(result, "\\A\\w") { group($0, 0).uppercased() } }
        return result
    }

    /// "man_from_the_boondocks" → "Man From The Boondocks".
    public static func titleize(_ word: String, keepIdSuffix: Bool = false) -> String {
        gsub(humanize(underscore(word), keepIdSuffix: keepIdSuffix), "\\b(?<!\\w['’`()])[a-z]") { StringMethods.capitalize(group($0, 0)) }
    }

    public static func dasherize(_ word: String) -> String { word.replacingOccurrences(of: "_", with: "-") }
    public static func tableize(_ className: String) -> String { pluralize(underscore(className)) }

    public static func classify(_ tableName: String) -> String {
        camelize(singularize(firstSub(tableName, ".*\\.") { _ in "" }))
    }

    /// "ActiveSupport::Inflector::Inflections" → "Inflections".
    public static func demodulize(_ path: String) -> String {
        guard let r = path.range(of: "::", options: .backwards) else { return path }
        return String(path[r.upperBound...])
    }

    /// "Net::HTTP::Get" → "Net::HTTP".
    public static func deconstantize(_ path: String) -> String {
        guard let r = path.range(of: "::", options: .backwards) else { return "" }
        return String(path[..<r.lowerBound])
    }

    public static func foreignKey(_ className: String, separateWithUnderscore: Bool = true) -> String {
        underscore(demodulize(className)) + (separateWithUnderscore ? "_id" : "id")
    }

    public static func upcaseFirst(_ s: String) -> String {
        guard let first = s.first else { return "" }
        return first.uppercased() + s.dropFirst()
    }

    /// "Donald E. Knuth" → "donald-e-knuth". Accents are stripped; other non-ASCII letters become "?"
    /// (as I18n's default transliteration does), which the separator rule then removes.
    public static func parameterize(_ string: String, separator: String = "-", preserveCase: Bool = false) -> String {
        var ascii = String.UnicodeScalarView()
        for scalar in string.decomposedStringWithCanonicalMapping.unicodeScalars {
            if scalar.properties.generalCategory == .nonspacingMark { continue }
            ascii.append(scalar.isASCII ? scalar : "?")
        }
        var result = gsub(String(ascii), "[^a-z0-9\\-_]+", "i") { _ in separator }
        if !separator.isEmpty {
            let escaped = RegexpCompiler.escape(separator)
            result = gsub(result, "\(escaped){2,}") { _ in separator }
            result = gsub(result, "^\(escaped)|\(escaped)$", "i") { _ in "" }
        }
        return preserveCase ? result : result.lowercased()
    }

    /// The suffix of `ordinalize`: "st", "nd", "rd" or "th".
    public static func ordinal(_ number: Int) -> String {
        let n = number.magnitude
        if (11...13).contains(n % 100) { return "th" }
        switch n % 10 {
        case 1: return "st"
        case 2: return "nd"
        case 3: return "rd"
        default: return "th"
        }
    }

    public static func ordinalize(_ number: Int) -> String { String(number) + ordinal(number) }
}
