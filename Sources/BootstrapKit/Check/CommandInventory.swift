import Diagnostics
import RunnerLanguage

/// The commands a template can run, as `note` findings: a reviewer sees every `run`, backtick,
/// `system`, `generate`, `rake`, `rails_command`, `git` and `run_bundle` before trusting the template.
enum CommandInventory {
    /// Actions that start a process.
    static let commandActions: Set<String> = [
        "run", "system", "exec", "`", "run_bundle", "rake", "rails_command", "generate", "git",
    ]

    /// The note for a call of one of `commandActions`.
    static func note(for call: Call, at node: Node, source: SourceText) -> Diagnostic {
        let arguments = call.arguments.map(text)
        let options = (call.keywords ?? []).compactMap { entry -> String? in
            guard case .pair(let key, let value) = entry else { return nil }
            return "\(key.literalName ?? text(key)) \(text(value))"
        }
        let command: String
        switch call.name {
        case "run", "system", "exec", "`": command = arguments.joined(separator: " ")
        case "run_bundle": command = "bundle install"
        case "rake", "rails_command": command = "rails " + (arguments.first ?? "")
        case "generate": command = "rails generate " + arguments.joined(separator: " ")
        default:
            // `git add: ".", commit: "-m x"` runs one git command per pair, as Rails does.
            command = options.isEmpty
                ? (["git"] + arguments).joined(separator: " ")
                : options.map { "git " + $0 }.joined(separator: "; ")
        }
        return Diagnostic(
            .note, code: .runsCommand, message: "runs a command: \(command)", at: node.location, in: source)
    }

    /// A backtick or `%x()` string.
    static func note(forCommandString parts: [StringPart], at node: Node, source: SourceText) -> Diagnostic {
        Diagnostic(
            .note, code: .runsCommand, message: "runs a command: \(text(parts))", at: node.location, in: source)
    }

    /// An argument as a reviewer reads it: literals as written, anything computed as `#{…}`.
    private static func text(_ node: Node) -> String {
        switch node.kind {
        case .string(let parts): return text(parts)
        case .symbol(let name): return name
        case .integer(let value): return String(value)
        default: return "#{…}"
        }
    }

    private static func text(_ parts: [StringPart]) -> String {
        parts.map { part -> String in
            if case .text(let piece) = part { return piece }
            return "#{…}"
        }.joined()
    }
}
