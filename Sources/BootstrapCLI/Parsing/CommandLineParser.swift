import Diagnostics

/// What a command line asks for once parsed: a command to run with its request, or help.
public enum ParsedCommandLine {
    case run(CommandDeclaration, CommandRequest)
    /// The help of one command, or the overview (nil).
    case help(command: String?)
}

/// Reads a command line against the declared commands and flags. Every rule is here once:
/// `--flag=value` for any option, `--` ends the flags, `-h`/`--help` anywhere shows the
/// command's help, an unknown command or flag is refused with a did-you-mean, values are
/// converted by their declaration, an option that takes one value is refused twice, and excluded
/// pairs are refused.
public struct CommandLineParser {
    public let commands: [CommandDeclaration]
    /// Built when first read: a command line without flags (`--version`) never needs them, and
    /// building the declarations is a fifth of such a run.
    public var flags: [CommandLineFlag] { declaredFlags() }
    private let declaredFlags: () -> [CommandLineFlag]
    /// First words that stand for a command (`--version` for `version`). Pairs, not a Dictionary:
    /// the first Dictionary of a process costs a scan of every protocol conformance in the binary,
    /// a tenth of `bootstrap --version`.
    public let aliases: KeyValuePairs<String, String>

    public init(commands: [CommandDeclaration], flags: @autoclosure @escaping () -> [CommandLineFlag], aliases: KeyValuePairs<String, String> = [:]) {
        self.commands = commands
        self.declaredFlags = flags
        self.aliases = aliases
    }

    public func command(named name: String) -> CommandDeclaration? { commands.first { $0.name == name } }

    /// The flags `command` takes, in the order they are declared.
    public func flags(of command: String) -> [CommandLineFlag] { flags.filter { $0.commands.contains(command) } }

    public func parse(_ arguments: [String]) throws(UsageError) -> ParsedCommandLine {
        guard var first = arguments.first else { return .help(command: nil) }
        if first == "--help" || first == "-h" { return .help(command: nil) }
        first = aliases.first { $0.key == first }?.value ?? first
        guard let command = command(named: first) else {
            var message = "unknown command '\(first)'"
            if let suggestion = Suggestions.didYouMean(first, in: commands.map(\.name)) { message += " (\(suggestion))" }
            throw UsageError(message, command: nil)
        }
        let rest = Array(arguments.dropFirst())
        do {
            return try parse(rest, for: command)
        } catch {
            // `new --bogus --help` still shows the help the user asked for.
            if Self.asksForHelp(rest) { return .help(command: command.name) }
            throw error
        }
    }

    private static func asksForHelp(_ arguments: [String]) -> Bool {
        arguments.prefix { $0 != "--" }.contains { $0 == "-h" || $0 == "--help" }
    }

    private func parse(_ arguments: [String], for command: CommandDeclaration) throws(UsageError) -> ParsedCommandLine {
        lazy var taken = flags(of: command.name)
        var request = CommandRequest()
        request.options.arguments = arguments
        var positionals: [String] = []
        var given: [String: String] = [:]  // flag name → the spelling the user typed
        var position = 0
        var flagsEnded = false
        func usage(_ message: String) -> UsageError { UsageError(message, command: command.name) }

        while position < arguments.count {
            let raw = arguments[position]
            position += 1
            if flagsEnded || raw == "-" || !raw.hasPrefix("-") {
                positionals.append(raw)
                continue
            }
            if raw == "--" {
                flagsEnded = true
                continue
            }
            if raw == "-h" || raw == "--help" { return .help(command: command.name) }
            var spelling = raw
            var inlineValue: String?
            if raw.hasPrefix("--"), let eq = raw.firstIndex(of: "=") {
                spelling = String(raw[..<eq])
                inlineValue = String(raw[raw.index(after: eq)...])
            }
            guard let flag = taken.first(where: { $0.names.contains(spelling) }) else {
                throw unknownFlag(spelling, command: command.name, taken: taken)
            }
            if flag.takesValue, !flag.repeatable, let earlier = given[flag.name] {
                throw usage("\(earlier) is given twice; it takes one \(flag.valueName!)")
            }
            var value = ""
            if flag.takesValue {
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard position < arguments.count else { throw usage("\(spelling) needs a value") }
                    value = arguments[position]
                    position += 1
                }
            } else if inlineValue != nil {
                throw usage("\(spelling) takes no value")
            }
            do {
                try flag.apply(&request, value)
            } catch {
                var failure = usage(error.message(for: spelling, given: value))
                failure.located = (error as? ValueRejection)?.located
                throw failure
            }
            given[flag.name] = spelling
        }

        for flag in given.isEmpty ? [] : taken {
            guard let spelling = given[flag.name] else { continue }
            for other in flag.excludes {
                if let otherSpelling = given[other] { throw usage("\(spelling) and \(otherSpelling) cannot be combined") }
            }
        }

        var index = 0
        for argument in command.arguments {
            switch argument.arity {
            case .required:
                guard index < positionals.count else {
                    throw usage(argument.missingMessage ?? "\(command.name) needs \(argument.name) (\(argument.help))")
                }
                try apply(argument, positionals[index], to: &request, command: command.name)
                index += 1
            case .optional:
                if index < positionals.count {
                    try apply(argument, positionals[index], to: &request, command: command.name)
                    index += 1
                }
            case .many:
                while index < positionals.count {
                    try apply(argument, positionals[index], to: &request, command: command.name)
                    index += 1
                }
            }
        }
        if index < positionals.count {
            var message = "unexpected argument '\(positionals[index])'"
            if let hint = command.extraArgumentHint { message += " (\(hint))" }
            throw usage(message)
        }
        do {
            try command.validate(request)
        } catch let error as UsageError {
            throw error
        } catch {
            throw usage("\(error)")
        }
        return .run(command, request)
    }

    private func apply(
        _ argument: CommandLineArgument, _ text: String, to request: inout CommandRequest, command: String
    ) throws(UsageError) {
        do {
            try argument.apply(&request, text)
        } catch {
            throw UsageError(error.message(for: "\(command) \(argument.name)", given: text), command: command)
        }
    }

    /// `unknown option '--pretnd' for 'new' (did you mean '--pretend'?)`, or, for a flag of
    /// other commands, which commands take it.
    private func unknownFlag(_ spelling: String, command: String, taken: [CommandLineFlag]) -> UsageError {
        var message = "unknown option '\(spelling)' for '\(command)'"
        let elsewhere = commands.map(\.name).filter { name in
            flags.contains { $0.names.contains(spelling) && $0.commands.contains(name) }
        }
        if !elsewhere.isEmpty {
            message += " (\(spelling) is an option of \(elsewhere.joined(separator: ", ")))"
        } else if let suggestion = Suggestions.didYouMean(spelling, in: taken.flatMap(\.names).filter { $0.hasPrefix("--") }) {
            message += " (\(suggestion))"
        }
        return UsageError(message, command: command)
    }
}
