/// A wrong command line: printed with a pointer to the help of the command, exit code 2.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    public var message: String
    /// The command whose help explains the mistake; nil for the overview.
    public var command: String?
    /// A located error (a file a flag reads), printed as it is rendered instead of the two lines.
    public var located: String?

    public init(_ message: String, command: String?, located: String? = nil) {
        self.message = message
        self.command = command
        self.located = located
    }

    public var description: String { message }

    /// The two lines printed on standard error.
    public var rendered: String {
        if let located { return located.hasSuffix("\n") ? located : located + "\n" }
        let help = command.map { "bootstrap help \($0)" } ?? "bootstrap --help"
        return "bootstrap: \(message)\nRun '\(help)' for usage.\n"
    }
}
