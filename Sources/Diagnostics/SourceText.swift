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
        self.lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasSuffix("\r") ? line.dropLast() : line
        }
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
