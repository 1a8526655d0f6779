import Foundation

/// One piece of a template: text, `{{ … }}` or `{% … %}` (or a lone `{{`/`{%` that is never closed),
/// with where it starts.
struct Token {
    var text: String
    /// UTF-16 offset of the first character in the template.
    var offset: Int
    var newlines: Int
}

/// Splits a template as Liquid's `Tokenizer` does (`source.split(TemplateParser)`), keeping offsets
/// so errors can name a column.
enum Tokenizer {
    static func tokenize(_ source: String) -> [Token] {
        let ns = source as NSString
        var tokens: [Token] = []
        var cursor = 0
        func add(_ range: NSRange) {
            let text = ns.substring(with: range)
            tokens.append(Token(text: text, offset: range.location, newlines: text.utf8.reduce(0) { $1 == 10 ? $0 + 1 : $0 }))
        }
        for range in LiquidSyntax.templateParser.ranges(source) {
            if range.location > cursor { add(NSRange(location: cursor, length: range.location - cursor)) }
            add(range)
            cursor = range.location + range.length
        }
        if cursor < ns.length { add(NSRange(location: cursor, length: ns.length - cursor)) }
        return tokens
    }
}

/// Turns UTF-16 offsets into 1-based lines and columns (columns count Unicode scalars).
struct SourcePositions {
    private let source: NSString
    private var lineStarts: [Int] = [0]

    init(_ text: String) {
        source = text as NSString
        for index in 0..<source.length where source.character(at: index) == 10 {
            lineStarts.append(index + 1)
        }
    }

    func position(_ offset: Int) -> (line: Int, column: Int) {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        let start = lineStarts[low]
        let prefix = source.substring(with: NSRange(location: start, length: max(0, min(offset, source.length) - start)))
        return (low + 1, prefix.unicodeScalars.count + 1)
    }

    /// Just past the last character, for errors met at the end of the template.
    var end: (line: Int, column: Int) { position(source.length) }
}
