import Foundation

/// A regular expression used the way Liquid's Ruby source uses its own: `=~` (first match anywhere),
/// `scan` and `split`. Liquid's lax parser *is* a set of regexes, so porting them as regexes keeps
/// every quirk of what it accepts (ICU and Ruby agree on the constructs used here).
struct RubyRegex: @unchecked Sendable {
    let regex: NSRegularExpression

    /// `multiline` is Ruby's `/m`: `.` also matches a newline.
    init(_ pattern: String, multiline: Bool = false) {
        // The patterns are constants of this module; a bad one is a programming error.
        regex = try! NSRegularExpression(pattern: pattern, options: multiline ? [.dotMatchesLineSeparators] : [])
    }

    /// The groups of the first match (index 0 is the whole match), nil where a group did not take part.
    func match(_ text: String) -> [String?]? {
        let ns = text as NSString
        guard let result = regex.firstMatch(in: text, range: NSRange(location: 0, length: ns.length)) else { return nil }
        return Self.groups(result, ns)
    }

    func matches(_ text: String) -> Bool { match(text) != nil }

    /// Ruby's `String#scan`: every match's groups (or the whole match when the pattern has none).
    func scan(_ text: String) -> [[String?]] {
        let ns = text as NSString
        return regex.matches(in: text, range: NSRange(location: 0, length: ns.length)).map { result in
            let groups = Self.groups(result, ns)
            return groups.count == 1 ? groups : Array(groups.dropFirst())
        }
    }

    /// Every whole match with its UTF-16 range, for the tokenizer.
    func ranges(_ text: String) -> [NSRange] {
        let ns = text as NSString
        return regex.matches(in: text, range: NSRange(location: 0, length: ns.length)).map(\.range)
    }

    /// `gsub` with a fixed replacement.
    func replacingAll(in text: String, with replacement: String) -> String {
        let ns = text as NSString
        return regex.stringByReplacingMatches(
            in: text, range: NSRange(location: 0, length: ns.length), withTemplate: NSRegularExpression.escapedTemplate(for: replacement))
    }

    private static func groups(_ result: NSTextCheckingResult, _ ns: NSString) -> [String?] {
        (0..<result.numberOfRanges).map { index in
            let range = result.range(at: index)
            return range.location == NSNotFound ? nil : ns.substring(with: range)
        }
    }
}

/// Liquid's syntax constants (liquid.rb), each interpolation wrapped in a group as Ruby's
/// `#{Regexp}` interpolation does.
enum LiquidSyntax {
    static let quotedString = #""[^"]*"|'[^']*'"#
    static let quotedFragment = "(?:\(quotedString)|(?:[^\\s,\\|'\"]|\(quotedString))+)"
    static let tagAttributes = "(\\w[\\w-]*)\\s*\\:\\s*(\(quotedFragment))"
    static let variableSignature = "(?:\\(?[\\w\\-\\.\\[\\]]\\)?)"
    static let variableSegment = "[\\w\\-]"
    static let tagName = "(?:#|\\w+)"

    static let templateParser = RubyRegex(#"(\{%.*?%\}|\{\{.*?\}\}?|\{%|\{\{)"#, multiline: true)
    static let fullToken = RubyRegex("\\A\\{%-?(\\s*)(\(tagName))(\\s*)(.*?)-?%\\}\\z", multiline: true)
    static let contentOfVariable = RubyRegex(#"\A\{\{-?(.*?)-?\}\}\z"#, multiline: true)
    static let whitespaceOrNothing = RubyRegex(#"\A\s*\z"#)
    static let tagAttributesRegex = RubyRegex(tagAttributes)
}

extension String {
    /// Ruby's `strip`, `lstrip`, `rstrip`: ASCII whitespace and (at the end) NUL.
    var rubyLstrip: String {
        String(unicodeScalars.drop { Self.isRubySpace($0) })
    }

    var rubyRstrip: String {
        var scalars = Substring(self).unicodeScalars
        while let last = scalars.last, Self.isRubySpace(last) || last == "\0" { scalars.removeLast() }
        return String(scalars)
    }

    var rubyStrip: String { rubyLstrip.rubyRstrip }

    static func isRubySpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{0B}" || scalar == "\u{0C}"
    }
}
