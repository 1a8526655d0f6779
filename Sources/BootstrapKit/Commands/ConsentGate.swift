import Diagnostics
import Foundation
import RunnerLanguage

/// The one consent rule for every effect that leaves the project (docs/safety.md, "Consent for
/// effects"): a command the template runs, and a download it makes.
///
/// One gate lives for a whole run, because an `a` (all) answer allows every later effect too.
///   - `.allow` (`--allow-run`): every effect happens.
///   - `.deny` (`--no-run`): every effect is skipped.
///   - `.ask` from a trusted source (the user configuration's `trusted:`): every effect happens,
///     as long as only the trusted template's own code has run. Trust attaches to code by its
///     origin: once code from elsewhere runs in the same interpreter (an `apply` of an untrusted
///     URL, a `require` of a file outside the template), it could redefine what the trusted code
///     calls, so from then on the run asks as for any other template (`distrust`).
///   - `.ask` on an interactive terminal: each effect is shown and the user answers
///     `Run this command? [Ynaq]` (`Download this URL? [Ynaq]`) — Y (or Enter) lets it happen,
///     n skips it, a allows it and every later one, q aborts the whole run.
///   - `.ask` without a terminal: the first effect is an error naming the runner line and both
///     flags, raised before anything of it happens.
public final class ConsentGate {
    public enum Decision: Equatable {
        case run
        case skip
    }

    /// What consent is asked for.
    public enum Effect: Equatable {
        case command(String)
        case download(String)

        /// How the effect is named in messages: the command, or the URL.
        var text: String {
            switch self {
            case .command(let text), .download(let text): return text
            }
        }
    }

    public private(set) var policy: CommandPolicy
    /// Whether the code running now came from a source the user trusts (and only from it).
    public private(set) var trusted: Bool
    private let terminal: Terminal

    public init(policy: CommandPolicy, terminal: Terminal, trusted: Bool = false) {
        self.policy = policy
        self.terminal = terminal
        self.trusted = trusted
    }

    /// Code from another origin than the trusted template is about to run: trust ends for good.
    public func distrust() { trusted = false }

    /// Whether an effect would be asked about on the terminal (rather than allowed, skipped or refused).
    public var asks: Bool { policy == .ask && !trusted && terminal.isInteractive }

    public static let question = "Run this command? [Ynaq] "
    public static let downloadQuestion = "Download this URL? [Ynaq] "

    /// A command's consent; see `decide(_:context:announce:)`.
    public func decide(_ command: String, context: CallContext, announce: () -> Void = {}) throws -> Decision {
        try decide(.command(command), context: context, announce: announce)
    }

    /// `announce` is called just before the question is asked, so the caller can show the effect
    /// (a command's `run` status line, a download's URL); it is not called when no question is asked.
    /// Errors (no consent possible, quit) are located at `context.location`, the runner call site.
    public func decide(_ effect: Effect, context: CallContext, announce: () -> Void = {}) throws -> Decision {
        switch policy {
        case .allow:
            return .run
        case .deny:
            return .skip
        case .ask:
            if trusted { return .run }
            guard terminal.isInteractive else {
                let message: String
                switch effect {
                case .command(let command):
                    message = "refusing to run '\(command)' without consent: pass --allow-run to run commands or --no-run to skip them"
                case .download(let url):
                    message = "refusing to download \(url) without consent: pass --allow-run to allow downloads and commands or --no-run to skip them"
                }
                var error = context.error("RuntimeError", message)
                error.code = .commandConsent
                throw error
            }
            announce()
            return try askUntilAnswered(effect, context: context)
        }
    }

    private func askUntilAnswered(_ effect: Effect, context: CallContext) throws -> Decision {
        let isDownload = if case .download = effect { true } else { false }
        while true {
            // End of input means nobody can answer: stopping is the only safe reading of it.
            guard let reply = terminal.readLine(prompt: isDownload ? Self.downloadQuestion : Self.question) else {
                throw aborted(effect, context, "no answer (end of input)")
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
                throw aborted(effect, context, "you chose to quit")
            default:
                terminal.write(isDownload ? Self.downloadHelp : Self.help)
            }
        }
    }

    /// Thor raises SystemExit on `q`; so do we, so that a template's bare `rescue` (which catches
    /// StandardError only) cannot swallow the user's decision to stop.
    private func aborted(_ effect: Effect, _ context: CallContext, _ why: String) -> RuntimeError {
        let what = if case .download(let url) = effect { "downloading \(url)" } else { "running '\(effect.text)'" }
        var error = context.error("SystemExit", "aborted before \(what): \(why)")
        error.code = .aborted
        return error
    }

    static let help = """
        Y - yes, run this command
        n - no, skip this command
        a - all, run this command and allow every later command and download
        q - quit, stop the generation here

        """

    static let downloadHelp = """
        Y - yes, download this URL
        n - no, skip this download
        a - all, download it and allow every later download and command
        q - quit, stop the generation here

        """
}
