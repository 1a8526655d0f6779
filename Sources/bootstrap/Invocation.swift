import BootstrapKit
import Diagnostics

/// What the user asked for, parsed from the command line. Parsing knows the flags; the work
/// itself is done by BootstrapKit, so everything below `main.swift` stays testable without a shell.
enum Invocation {
    case version
    case help(topic: String?)
    case new(path: String, template: String?, options: RunOptions)
    case apply(path: String, template: String?, only: [String]?, options: RunOptions)
    case check(template: String?, files: [String], syntaxOnly: Bool, options: RunOptions)
    case gen(module: String, template: String, path: String, options: RunOptions)
    case smoke(SmokeRun.Configuration)
    case templates
}

/// A wrong command line: printed with the usage hint, exit code 2.
struct UsageError: Error {
    var message: String
    var command: String?
}

enum InvocationParser {
    static let commands = ["new", "apply", "check", "gen", "smoke", "templates", "help"]

    static func parse(_ arguments: [String]) throws -> Invocation {
        guard let first = arguments.first else { return .help(topic: nil) }
        switch first {
        case "--version", "-v", "version": return .version
        case "--help", "-h": return .help(topic: nil)
        case "help":
            let topic = arguments.dropFirst().first
            if let topic, !commands.contains(topic) {
                throw UsageError(message: "no help for unknown command '\(topic)'", command: nil)
            }
            return .help(topic: topic)
        case "templates":
            if let extra = arguments.dropFirst().first {
                throw UsageError(message: "'templates' takes no arguments, not '\(extra)'", command: "templates")
            }
            return .templates
        case "smoke":
            return .smoke(try SmokeFlags.parse(Array(arguments.dropFirst())))
        case "new", "apply", "check", "gen":
            var reader = FlagReader(command: first, arguments: Array(arguments.dropFirst()))
            return try reader.read()
        default:
            var message = "unknown command '\(first)'"
            if let suggestion = Suggestions.didYouMean(first, in: commands) { message += " (\(suggestion))" }
            throw UsageError(message: message, command: nil)
        }
    }
}

/// Reads the flags shared by `new`, `apply` and `check`, rejecting those a command does not take.
private struct FlagReader {
    let command: String
    var arguments: [String]
    var position = 0

    init(command: String, arguments: [String]) {
        self.command = command
        self.arguments = arguments
    }

    mutating func read() throws -> Invocation {
        var options = RunOptions()
        var template: String?
        var path: String?
        var only: [String]?
        var syntaxOnly = false
        var positionals: [String] = []

        while position < arguments.count {
            let raw = arguments[position]
            position += 1
            // `--flag=value` is accepted for every flag that takes a value.
            var flag = raw
            var inlineValue: String?
            if raw.hasPrefix("--"), let eq = raw.firstIndex(of: "=") {
                flag = String(raw[..<eq])
                inlineValue = String(raw[raw.index(after: eq)...])
            }
            if command == "gen", raw.hasPrefix("-"), !Self.genFlags.contains(flag) { throw unknown(flag) }
            func value() throws -> String {
                if let inlineValue { return inlineValue }
                guard position < arguments.count else {
                    throw UsageError(message: "\(flag) needs a value", command: command)
                }
                defer { position += 1 }
                return arguments[position]
            }
            switch flag {
            case "-m", "--template": template = try value()
            case "--path":
                guard command == "apply" || command == "gen" else { throw unknown(flag) }
                path = try value()
            case "--only":
                guard command == "apply" else { throw unknown(flag) }
                only = try value().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            case "-p", "--pretend": options.pretend = true
            case "--diff": options.pretend = true; options.diff = true
            case "-f", "--force": options.force = true
            case "-s", "--skip": options.skip = true
            case "-q", "--quiet": options.quiet = true
            case "--allow-run": options.commandPolicy = .allow
            case "--no-run": options.commandPolicy = .deny
            case "--skip-bundle": options.skipBundle = true
            case "--defaults": options.defaults = true
            case "--strict": options.strict = true
            case "--syntax-only":
                guard command == "check" else { throw unknown(flag) }
                syntaxOnly = true
            case "--set":
                let pair = try value()
                guard let eq = pair.firstIndex(of: "="), eq != pair.startIndex else {
                    throw UsageError(message: "--set takes KEY=VALUE, got '\(pair)'", command: command)
                }
                options.answers[String(pair[..<eq])] = String(pair[pair.index(after: eq)...])
            case "--format":
                switch try value() {
                case "text": options.format = .text
                case "json": options.format = .json
                case let other: throw UsageError(message: "--format takes text or json, got '\(other)'", command: command)
                }
            default:
                if raw.hasPrefix("-") && raw != "-" { throw unknown(raw) }
                positionals.append(raw)
            }
        }
        if options.force && options.skip {
            throw UsageError(message: "--force and --skip cannot be combined", command: command)
        }
        switch command {
        case "new":
            guard let target = positionals.first else {
                throw UsageError(message: "new needs the PATH of the project to create", command: command)
            }
            guard positionals.count == 1 else {
                throw UsageError(message: "unexpected argument '\(positionals[1])'", command: command)
            }
            return .new(path: target, template: template, options: options)
        case "apply":
            if let extra = positionals.first {
                throw UsageError(message: "unexpected argument '\(extra)' (use --path DIR for the project)", command: command)
            }
            return .apply(path: path ?? ".", template: template, only: only, options: options)
        case "gen":
            guard positionals.count >= 2 else {
                throw UsageError(message: "gen needs the MODULE name and the TEMPLATE (like: gen Login viper)", command: command)
            }
            guard positionals.count == 2 else {
                throw UsageError(message: "unexpected argument '\(positionals[2])'", command: command)
            }
            return .gen(module: positionals[0], template: positionals[1], path: path ?? ".", options: options)
        default:
            return .check(template: template, files: positionals, syntaxOnly: syntaxOnly, options: options)
        }
    }

    /// `gen` writes a module from a module template: the run flags of project templates do not apply.
    private static let genFlags: Set<String> = ["--path", "--set", "-f", "--force", "-p", "--pretend", "-q", "--quiet", "--format"]

    private func unknown(_ flag: String) -> UsageError {
        let known = [
            "--template", "--path", "--only", "--pretend", "--diff", "--force", "--skip", "--quiet", "--allow-run",
            "--no-run", "--skip-bundle", "--defaults", "--strict", "--set", "--format", "--syntax-only",
        ]
        var message = "unknown option '\(flag)' for '\(command)'"
        if let suggestion = Suggestions.didYouMean(flag, in: known) { message += " (\(suggestion))" }
        return UsageError(message: message, command: command)
    }
}
