/// The text of one source file with its line starts, so that a location can be shown with its line.
/// Every front end (YAML loader, runner parser, ERB compiler) keeps one of these per file it reads.
public final class SourceText: @unchecked Sendable {
    public let path: String
    public let text: String
    /// The lines without their terminators; `lines[0]` is line 1.
    public let lines: [Substring]

    public init(path: String, text: String) {
        self.path = path
        self.text = text
        self.lines = Self.splitLines(text)
    }

    /// The lines as `text.split(separator: "\n")` with a final "\r" dropped, computed on the UTF-8
    /// bytes (splitting by Character costs grapheme breaking, a tenth of parsing a large runner).
    /// Same result: "\r\n" is one Character, so a "\n" right after "\r" is not a split point, and a
    /// line ends in the Character "\r" exactly when its last byte is a lone "\r".
    private static func splitLines(_ text: String) -> [Substring] {
        let bytes = text.utf8
        var lines: [Substring] = []
        var start = bytes.startIndex
        var previous: UInt8 = 0
        var index = bytes.startIndex
        func close(_ end: String.Index) {
            var line = text[start..<end]
            if line.utf8.last == UInt8(ascii: "\r") { line = line.dropLast() }
            lines.append(line)
        }
        while index != bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") && previous != UInt8(ascii: "\r") {
                close(index)
                start = bytes.index(after: index)
            }
            previous = byte
            index = bytes.index(after: index)
        }
        close(bytes.endIndex)
        return lines
    }

    /// The text of a 1-based line, or nil when the line is past the end.
    public func line(_ number: Int) -> Substring? {
        guard number >= 1, number <= lines.count else { return nil }
        return lines[number - 1]
    }

    public func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(file: path, line: line, column: column)
    }
}
