import Foundation

/// Translates Ruby (Onigmo) regular expression syntax to ICU's, as NSRegularExpression runs it.
///
/// The differences that matter for templates:
/// - Ruby's `^`/`$` are always line anchors, so `anchorsMatchLines` is always on; only `\n` ends a line.
/// - Ruby's `m` flag (and `(?m)`) means "dot matches newline": ICU's `s`.
/// - `\h`/`\H` are hex digits in Ruby but horizontal space in ICU.
/// - When a pattern has named groups, Ruby's plain `(…)` groups do not capture.
public enum RegexpCompiler {
    public static func compile(_ source: String, options: String) throws -> RegexpValue {
        let flags = normalizedOptions(options)
        // ICU rejects an empty pattern; Ruby's // matches the empty string everywhere.
        let pattern = source.isEmpty ? "(?:)" : translate(source)
        var icuOptions: NSRegularExpression.Options = [.anchorsMatchLines, .useUnixLineSeparators]
        if flags.contains("m") { icuOptions.insert(.dotMatchesLineSeparators) }
        if flags.contains("i") { icuOptions.insert(.caseInsensitive) }
        if flags.contains("x") { icuOptions.insert(.allowCommentsAndWhitespace) }
        do {
            let compiled = try NSRegularExpression(pattern: pattern, options: icuOptions)
            return RegexpValue(source: source, options: flags, compiled: compiled)
        } catch {
            throw RuntimeError("RegexpError", "invalid regular expression: /\(source)/")
        }
    }

    /// `Regexp.escape`: backslash-escapes every character with a meaning in a pattern.
    public static func escape(_ text: String) -> String {
        var out = ""
        for c in text.unicodeScalars {
            switch c {
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "\u{0C}": out += "\\f"
            case "\u{0B}": out += "\\v"
            case " ": out += "\\ "
            case ".", "*", "?", "+", "^", "$", "|", "(", ")", "[", "]", "{", "}", "\\", "-", "#":
                out += "\\"
                out.unicodeScalars.append(c)
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }

    /// Group names in pattern order with their group numbers, as MatchData reports them.
    public static func groupNames(_ regexp: RegexpValue) -> [(String, Int)] {
        scan(regexp.source).names
    }

    /// Flag letters in Ruby's printing order (`mix`), unknown letters dropped.
    static func normalizedOptions(_ options: String) -> String {
        String("mix".filter { options.contains($0) })
    }

    static func translate(_ source: String) -> String { scan(source).pattern }

    private static func scan(_ source: String) -> (pattern: String, names: [(String, Int)]) {
        let chars = Array(source)
        let hasNamedGroups = containsNamedGroup(chars)
        var out = ""
        var names: [(String, Int)] = []
        var groupNumber = 0
        var classDepth = 0
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == "\\", i + 1 < chars.count {
                let next = chars[i + 1]
                switch next {
                case "h": out += "[0-9a-fA-F]"
                case "H": out += "[^0-9a-fA-F]"
                // Ruby's \w \d \s are ASCII-only; ICU's are Unicode-wide.
                case "w": out += "[a-zA-Z0-9_]"
                case "W": out += "[^a-zA-Z0-9_]"
                case "d": out += "[0-9]"
                case "D": out += "[^0-9]"
                case "s": out += "[\\x{20}\\t\\n\\x{0B}\\f\\r]"
                case "S": out += "[^\\x{20}\\t\\n\\x{0B}\\f\\r]"
                case "p" where i + 3 < chars.count && chars[i + 2] == "{" && chars[i + 3] == "^",
                     "P" where i + 3 < chars.count && chars[i + 2] == "{" && chars[i + 3] == "^":
                    // `\p{^Alpha}` (Ruby's negation) is ICU's `\P{Alpha}`.
                    out += next == "p" ? "\\P{" : "\\p{"
                    i += 4
                    continue
                case "k" where classDepth == 0:
                    // `\k<name>` becomes a numbered back-reference, since groups are compiled unnamed.
                    if let (name, end) = reference(chars, i + 2), let number = names.last(where: { $0.0 == name })?.1 {
                        out += "(?:\\\(number))"
                        i = end
                        continue
                    }
                    out += "\\k"
                default: out.append(c); out.append(next)
                }
                i += 2
                continue
            }
            if classDepth > 0 {
                if c == "[", let (replacement, end) = posixClass(chars, i) {
                    out += replacement
                    i = end
                    continue
                }
                // Spaces and `#` in a class are literal in Ruby even with the `x` flag; ICU would drop them.
                if c == " " || c == "#" {
                    out += c == " " ? "\\x{20}" : "\\#"
                    i += 1
                    continue
                }
                if c == "[" {
                    // POSIX bracket `[:alpha:]` is understood by ICU as written; nested sets too.
                    classDepth += 1
                } else if c == "]" {
                    classDepth -= 1
                }
                out.append(c)
                i += 1
                continue
            }
            switch c {
            case "^":
                // Ruby's `^` does not match at the very end of the string after a final newline
                // ("a\n".gsub(/^/, "> ") is "> a\n"); ICU's does.
                out += "(?:^(?!(?<=\n)\\z))"
                i += 1
            case "{" where i + 1 < chars.count && chars[i + 1] == ",":
                // Ruby's `{,n}` is `{0,n}`; ICU requires the lower bound.
                out += "{0"
                i += 1
            case "[":
                classDepth = 1
                out.append(c)
                // A `]` right after `[` or `[^` is a literal in both dialects.
                if i + 1 < chars.count, chars[i + 1] == "^" { out.append("^"); i += 1 }
                if i + 1 < chars.count, chars[i + 1] == "]" { out += "\\]"; i += 1 }
                i += 1
            case "(":
                if i + 1 < chars.count, chars[i + 1] == "?" {
                    if let (name, end) = namedGroup(chars, i) {
                        // ICU group names allow only ASCII letters and digits (no `_`), so named groups are
                        // compiled as plain numbered groups; the names are resolved here.
                        groupNumber += 1
                        names.append((name, groupNumber))
                        out += "("
                        i = end
                    } else if let (flags, end) = inlineFlags(chars, i) {
                        out += "(?" + flags
                        i = end
                    } else {
                        out += "(?"
                        i += 2
                    }
                } else if hasNamedGroups {
                    out += "(?:"
                    i += 1
                } else {
                    groupNumber += 1
                    out.append(c)
                    i += 1
                }
            default:
                out.append(c)
                i += 1
            }
        }
        return (out, names)
    }

    private static func containsNamedGroup(_ chars: [Character]) -> Bool {
        var i = 0
        while i + 3 < chars.count {
            if chars[i] == "\\" { i += 2; continue }
            if chars[i] == "(", chars[i + 1] == "?", chars[i + 2] == "<" || chars[i + 2] == "'",
                chars[i + 3] != "=", chars[i + 3] != "!" {
                return true
            }
            i += 1
        }
        return false
    }

    /// `(?<name>` or `(?'name'` starting at `i`: the name and the index after the opener.
    private static func namedGroup(_ chars: [Character], _ i: Int) -> (String, Int)? {
        guard i + 2 < chars.count, chars[i + 2] == "<" || chars[i + 2] == "'" else { return nil }
        let close: Character = chars[i + 2] == "<" ? ">" : "'"
        var j = i + 3
        var name = ""
        while j < chars.count, chars[j] != close {
            guard chars[j].isLetter || chars[j].isNumber || chars[j] == "_" else { return nil }
            name.append(chars[j])
            j += 1
        }
        guard j < chars.count, !name.isEmpty else { return nil }
        return (name, j + 1)
    }

    /// POSIX bracket classes whose ICU meaning differs from Onigmo's: `[:punct:]` also covers the ASCII
    /// symbols `$+<=>^`|~` in Ruby. Returns the ICU text and the index after the bracket.
    private static func posixClass(_ chars: [Character], _ i: Int) -> (String, Int)? {
        let rest = String(chars[i..<min(chars.count, i + 10)])
        let punct = "\\p{P}\\$\\+\\<\\=\\>\\^\\`\\|\\~"
        if rest.hasPrefix("[:punct:]") { return ("[" + punct + "]", i + 9) }
        if rest.hasPrefix("[:^punct:]") { return ("[^" + punct + "]", i + 10) }
        return nil
    }

    /// `<name>` or `'name'` at `i` (after `\\k`): the name and the index after it.
    private static func reference(_ chars: [Character], _ i: Int) -> (String, Int)? {
        guard i < chars.count, chars[i] == "<" || chars[i] == "'" else { return nil }
        let close: Character = chars[i] == "<" ? ">" : "'"
        guard let end = chars[(i + 1)...].firstIndex(of: close) else { return nil }
        return (String(chars[(i + 1)..<end]), end + 1)
    }

    /// `(?mix-mix)` or `(?mix-mix:` at `i`: the flags with Ruby's `m` rewritten to ICU's `s`.
    private static func inlineFlags(_ chars: [Character], _ i: Int) -> (String, Int)? {
        var j = i + 2
        var flags = ""
        while j < chars.count, "mix-".contains(chars[j]) {
            flags.append(chars[j] == "m" ? "s" : chars[j])
            j += 1
        }
        guard !flags.isEmpty, j < chars.count, chars[j] == ")" || chars[j] == ":" else { return nil }
        flags.append(chars[j])
        return (flags, j + 1)
    }
}

/// `inspect` and `to_s` of regexps.
enum RegexpText {
    /// `/a\/b/i`: the source with unescaped slashes escaped, then the flags.
    static func inspect(_ r: RegexpValue) -> String {
        "/" + escapedSlashes(r.source) + "/" + r.options
    }

    /// `(?i-mx:a)`: the pattern embedded with its flags, as interpolation into another regexp sees it.
    static func toS(_ r: RegexpValue) -> String {
        let on = r.options
        let off = "mix".filter { !on.contains($0) }
        return "(?" + on + (off.isEmpty ? "" : "-" + off) + ":" + escapedSlashes(r.source) + ")"
    }

    private static func escapedSlashes(_ source: String) -> String {
        var out = ""
        var escaped = false
        for c in source {
            if c == "/" && !escaped { out += "\\/" } else { out.append(c) }
            escaped = c == "\\" && !escaped
        }
        return out
    }
}
