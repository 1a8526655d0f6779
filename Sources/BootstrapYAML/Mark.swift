import Diagnostics

/// A position in a YAML file as libyaml reports it, converted to 1-based line and column.
public struct Mark: Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
    public var description: String { "\(line):\(column)" }
}
