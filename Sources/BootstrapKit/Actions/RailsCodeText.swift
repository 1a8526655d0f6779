import Foundation
import RubyText

/// The ActiveSupport string helpers Rails' generator actions shape inserted code with, reproduced
/// exactly so that `environment`, `route`, `initializer` … write byte-for-byte what Rails 6.1 writes.
enum RailsCodeText {
    /// Rails' `optimize_indentation(value, amount)`: `"#{value.strip_heredoc.indent(amount).chomp}\n"`,
    /// or `"#{value}\n"` for a value that is not a string (nil gives an empty line, as in Rails).
    static func optimizeIndentation(_ value: String?, amount: Int = 0) -> String {
        guard let value else { return "\n" }
        return chomp(indent(stripHeredoc(value), by: amount)) + "\n"
    }

    /// ActiveSupport `strip_heredoc`: removes from every line the smallest leading whitespace of
    /// the non-blank lines. "Smallest" is Ruby's `Array#min` over the strings, which compares
    /// them character by character (so a tab sorts before a space), not by length.
    static func stripHeredoc(_ text: String) -> String {
        let lines = RubyLines.pieces(text)
        let margins = lines.compactMap { line -> String? in
            let lead = line.prefix { $0 == " " || $0 == "\t" }
            guard let next = line.dropFirst(lead.count).first, !isRubyWhitespace(next) else { return nil }
            return String(lead)
        }
        guard let margin = margins.min(), !margin.isEmpty else { return text }
        return lines.map { $0.hasPrefix(margin) ? String($0.dropFirst(margin.count)) : $0 }.joined(separator: "\n")
    }

    /// ActiveSupport `indent(amount)`: prefixes every non-empty line with `amount` copies of the
    /// first space or tab that starts any line (a space when none does).
    static func indent(_ text: String, by amount: Int) -> String {
        guard amount > 0 else { return text }
        let lines = RubyLines.pieces(text)
        let unit = lines.first { $0.first == " " || $0.first == "\t" }?.first ?? " "
        let pad = String(repeating: unit, count: amount)
        return lines.map { $0.isEmpty ? $0 : pad + $0 }.joined(separator: "\n")
    }

    /// Ruby's `chomp`: one trailing "\n", "\r\n" or "\r" removed.
    static func chomp(_ text: String) -> String {
        // Swift treats "\r\n" as one Character, so a single dropLast handles all three endings.
        if let last = text.last, last == "\n" || last == "\r\n" || last == "\r" { return String(text.dropLast()) }
        return text
    }

    /// Ruby's `\s`: space, tab, newline, carriage return, form feed, vertical tab.
    private static func isRubyWhitespace(_ c: Character) -> Bool {
        c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\r\n" || c == "\u{0C}" || c == "\u{0B}"
    }

    /// `indent(code, 2)` as Rails' `route` uses it to nest a route inside `namespace … do`.
    static func nest(_ code: String, inNamespaces namespaces: [String]) -> String {
        namespaces.reversed().reduce(code) { inner, ns in "namespace :\(ns) do\n\(indent(inner, by: 2))\nend" }
    }
}
