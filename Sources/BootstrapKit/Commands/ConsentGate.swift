import Diagnostics
import Foundation
import RunnerLanguage

/// Decides whether a command may run (docs/safety.md: commands only with consent).
///
/// One gate lives for a whole run, because an `a` (all) answer allows every later command too.
///   - `.allow` (`--allow-run`): every command runs.
///   - `.deny` (`--no-run`): every command is skipped.
///   - `.ask` on an interactive terminal: each command is shown and the user answers
///     `Run this command? [Ynaq]` — Y (or Enter) runs it, n skips it, a runs it and every later
///     one, q aborts the whole run.
///   - `.ask` without a terminal: the first command is an error naming the runner line and both
///     flags, raised before anything of the command happens.
public final class ConsentGate {
    public enum Decision: Equatable {
        case run
        case skip
    }

    public private(set) var policy: CommandPolicy
    private let terminal: Terminal

    public init(policy: CommandPolicy, terminal: Terminal) {
        self.policy = policy
        self.terminal = terminal
    }

    public static let question = "Run this command? [Ynaq] "

    /// `announce` is called just before the question is asked, so the caller can show the command
    /// (its `run` status line); it is not called when no question is asked.
    /// Errors (no consent possible, quit) are located at `context.location`, the runner call site.
    public func decide(_ command: String, context: CallContext, announce: () -> Void = {}) throws -> Decision {
        switch policy {
        case .allow:
            return .run
        case .deny:
            return .skip
        case .ask:
            guard terminal.isInteractive else {
                var error = context.error(
                    "RuntimeError",
                    "refusing to run '\(command)' without consent: pass --allow-run to run commands or --no-run to skip them")
                error.code = .commandConsent
                throw error
            }
            announce()
            return try askUntilAnswered(command, context: context)
        }
    }

    private func askUntilAnswered(_ command: String, context: CallContext) throws -> Decision {
        while true {
            // End of input means nobody can answer: stopping is the only safe reading of it.
            guard let reply = terminal.readLine(prompt: Self.question) else {
                throw aborted(command, context, "no answer (end of input)")
            }
            switch reply.trimmingCharacters(in: .whitespaces).lowercased() {
            case "", "y", "yes":
                return .run
            case "n", "no":
                return .skip
            case "a", "all":
                policy = .allow
                return .run
            case "q", "quit":
                throw aborted(command, context, "you chose to quit")
            default:
                terminal.write(Self.help)
            }
        }
    }

    /// Thor raises SystemExit on `q`; so do we, so that a template's bare `rescue` (which catches
    /// StandardError only) cannot swallow the user's decision to stop.
    private func aborted(_ command: String, _ context: CallContext, _ why: String) -> RuntimeError {
        var error = context.error("SystemExit", "aborted before running '\(command)': \(why)")
        error.code = .aborted
        return error
    }

    static let help = """
        Y - yes, run this command
        n - no, skip this command
        a - all, run this command and every later one
        q - quit, stop the generation here

        """
}
