import BootstrapKit
import Diagnostics

/// The flags of `bootstrap smoke`, which shares only `-m`, `--allow-run` and `--set` with the other commands.
enum SmokeFlags {
    static let known = ["--template", "--run", "--junit", "--keep", "--allow-run", "--set"] + RemoteFlags.names

    static func parse(_ arguments: [String]) throws -> SmokeRun.Configuration {
        var configuration = SmokeRun.Configuration()
        var position = 0
        while position < arguments.count {
            let raw = arguments[position]
            position += 1
            var flag = raw
            var inlineValue: String?
            if raw.hasPrefix("--"), let eq = raw.firstIndex(of: "=") {
                flag = String(raw[..<eq])
                inlineValue = String(raw[raw.index(after: eq)...])
            }
            func value() throws -> String {
                if let inlineValue { return inlineValue }
                guard position < arguments.count else { throw UsageError(message: "\(flag) needs a value", command: "smoke") }
                defer { position += 1 }
                return arguments[position]
            }
            switch flag {
            case "-m", "--template": configuration.template = try value()
            case "--run": configuration.commands.append(try value())
            case "--junit": configuration.junitPath = try value()
            case "--keep": configuration.keep = true
            case "--ref", "--subdir", "--offline", "--max-download-size":
                try RemoteFlags.read(flag, into: &configuration.remote, command: "smoke", value: flag == "--offline" ? { "" } : value)
            case "--allow-run": configuration.allowTemplateCommands = true
            case "--set":
                let pair = try value()
                guard let eq = pair.firstIndex(of: "="), eq != pair.startIndex else {
                    throw UsageError(message: "--set takes KEY=VALUE, got '\(pair)'", command: "smoke")
                }
                configuration.answers[String(pair[..<eq])] = String(pair[pair.index(after: eq)...])
            default:
                if raw.hasPrefix("-") {
                    var message = "unknown option '\(raw)' for 'smoke'"
                    if let suggestion = Suggestions.didYouMean(flag, in: known) { message += " (\(suggestion))" }
                    throw UsageError(message: message, command: "smoke")
                }
                throw UsageError(message: "unexpected argument '\(raw)'", command: "smoke")
            }
        }
        return configuration
    }
}
