/// Ruby's `Shellwords` (shellwords.rb): splitting a line into words as the Bourne shell does, and
/// escaping a word so the shell reads it back as itself. The one implementation: templates' own
/// `Shellwords`/`String#shellescape`, and the engine reading a base command's words.
public enum ShellWords {
    /// A quote that does not close: Ruby's `ArgumentError: Unmatched quote: LINE.inspect`.
    public struct UnmatchedQuote: Error, Equatable {}

    /// `Shellwords.split`; a line whose quotes do not close is split at blanks.
    public static func split(_ line: String) -> [String] { (try? splitting(line)) ?? line.split(separator: " ").map(String.init) }

    /// `Shellwords.split(line)`: words separated by blanks; `'…'` taken as is, `"…"` with `\` escaping
    /// `$ \` " \\` and a newline, a bare `\` escaping the next character; a `#` starts no comment.
    public static func splitting(_ line: String) throws -> [String] {
        var words: [String] = []
        var field = ""
        var inField = false
        let scalars = Array(line.unicodeScalars)
        var i = 0
        func isBlank(_ c: Unicode.Scalar) -> Bool { c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\u{0B}" || c == "\u{0C}" }
        while i < scalars.count {
            let c = scalars[i]
            if isBlank(c) {
                if inField { words.append(field); field = ""; inField = false }
                i += 1
                continue
            }
            inField = true
            switch c {
            case "'":
                guard let close = scalars[(i + 1)...].firstIndex(of: "'") else {
                    throw UnmatchedQuote()
                }
                field.unicodeScalars.append(contentsOf: scalars[(i + 1)..<close])
                i = close + 1
            case "\"":
                var j = i + 1
                var closed = false
                while j < scalars.count {
                    let d = scalars[j]
                    if d == "\"" { closed = true; break }
                    if d == "\\", j + 1 < scalars.count {
                        let next = scalars[j + 1]
                        if "$`\"\\\n".unicodeScalars.contains(next) { field.unicodeScalars.append(next); j += 2; continue }
                    }
                    field.unicodeScalars.append(d)
                    j += 1
                }
                guard closed else { throw UnmatchedQuote() }
                i = j + 1
            case "\\":
                // `\x` is x; Ruby keeps a backslash before a newline, or alone at the end, as written.
                if i + 1 < scalars.count, scalars[i + 1] != "\n" {
                    field.unicodeScalars.append(scalars[i + 1])
                } else {
                    field.unicodeScalars.append(contentsOf: scalars[i..<min(i + 2, scalars.count)])
                }
                i += 2
            default:
                field.unicodeScalars.append(c)
                i += 1
            }
        }
        if inField { words.append(field) }
        return words
    }

    /// `Shellwords.escape(word)`: `''` for an empty word, else every character outside
    /// `[A-Za-z0-9_\-.,:+\/@\n]` preceded by `\`, and a newline as `'\n'`.
    public static func escape(_ word: String) -> String {
        guard !word.isEmpty else { return "''" }
        var out = ""
        for c in word.unicodeScalars {
            if c == "\n" {
                out += "'\n'"
            } else if c.isASCII, c.properties.isAlphabetic || ("0"..."9").contains(c) || "_-.,:+/@".unicodeScalars.contains(c) {
                out.unicodeScalars.append(c)
            } else {
                // Everything else, multibyte characters included (`\é`), gets a backslash.
                out += "\\"
                out.unicodeScalars.append(c)
            }
        }
        return out
    }

    /// `Shellwords.join(words)`: each word escaped, joined by spaces.
    public static func join(_ words: [String]) -> String { words.map(escape).joined(separator: " ") }
}
