/// A wrong command line: printed with a pointer to the help of the command, exit code 2.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    public var message: String
    /// The command whose help explains the mistake; nil for the overview.
    public var command: String?

    public init(_ message: String, command: String?) {
        self.message = message
        self.command = command
    }

    public var description: String { message }

    /// The two lines printed on standard error.
    public var rendered: String {
        let help = command.map { "bootstrap help \($0)" } ?? "bootstrap --help"
        return "bootstrap: \(message)\nRun '\(help)' for usage.\n"
    }
}
