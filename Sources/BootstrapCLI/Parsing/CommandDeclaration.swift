import BootstrapKit

/// One declared command: its name, its help, its positional arguments and what it runs. Its
/// flags are the declared flags that name it (`CommandLineFlag.commands`).
public struct CommandDeclaration {
    public let name: String
    /// One line, for the overview.
    public let summary: String
    /// The paragraphs of `help COMMAND` between the usage line and the options.
    public let discussion: String
    public let arguments: [CommandLineArgument]
    /// Added to "unexpected argument 'x'" (`use --path DIR for the project`).
    public let extraArgumentHint: String?
    /// Checks across values that no single flag can see; throws a `UsageError`.
    public let validate: (CommandRequest) throws -> Void
    /// Does the work and says how it went; `output` is standard output (replaced in tests).
    public let run: (CommandRequest, CommandOutput) -> ExitStatus

    public init(
        _ name: String, summary: String, discussion: String, arguments: [CommandLineArgument] = [],
        extraArgumentHint: String? = nil,
        validate: @escaping (CommandRequest) throws -> Void = { _ in },
        run: @escaping (CommandRequest, CommandOutput) -> ExitStatus
    ) {
        self.name = name
        self.summary = summary
        self.discussion = discussion
        self.arguments = arguments
        self.extraArgumentHint = extraArgumentHint
        self.validate = validate
        self.run = run
    }
}

/// Where a command's own text goes (help, version): standard output, or a buffer in tests.
public struct CommandOutput {
    public let write: (String) -> Void
    public init(write: @escaping (String) -> Void) { self.write = write }
}
