/// A point in a source file, 1-based, as users and editors count: line 1, column 1 is the first character.
/// Columns count Unicode scalars (characters as a user sees them in most files), not bytes.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `FILE:LINE:COL`, the prefix of every located message.
    public var description: String { "\(file):\(line):\(column)" }
}

/// A half-open stretch of source, from `start` up to (not including) `end`.
public struct SourceRange: Hashable, Sendable {
    public var start: SourceLocation
    public var end: SourceLocation

    public init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.end = end
    }

    public init(_ location: SourceLocation) {
        self.start = location
        self.end = location
    }
}
