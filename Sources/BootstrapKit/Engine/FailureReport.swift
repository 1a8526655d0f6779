import Diagnostics
import RunnerLanguage

/// How a command tells the user what went wrong: every diagnostic located and rendered (to standard
/// error as text, or as JSON events with `--format json`), and the exit status the failure means.
struct FailureReport {
    let format: OutputFormat
    let log: StatusLog
    let errorOutput: (String) -> Void

    /// Runtime errors that say the template or its input is wrong, as a syntax error does
    /// (docs/diagnostics.md, "Codes"): exit 2, not 1. `raise ArgumentError` is a template's way to say so. The check before the run finds most of them (an unknown action,
    /// a literal source name); these are the ones only the run can see — a source name or constant
    /// computed at run time. An undefined method on a value stays a failed generation (1).
    static let badInputCodes: Set<DiagnosticCode> = [.undefinedConstant, .missingSource, .argumentError, .badAnswer, .unknownAnswer, .noAnswer, .downloadFailed]

    /// Codes that say the run failed however they are raised (a located Liquid error is a `Diagnostic`).
    static let failedRunCodes: Set<DiagnosticCode> = [.resourceLimit, .timedOut]

    func report(_ diagnostic: Diagnostic) {
        if format == .json {
            log.error(diagnostic)
        } else {
            errorOutput(diagnostic.rendered + "\n")
        }
    }

    /// Reports an error thrown by a run and returns its exit status: diagnostics (input found wrong
    /// before or while reading it) are bad input; runtime errors are a failed generation unless their
    /// code says the template itself is wrong.
    func status(for error: Error) -> ExitStatus {
        switch error {
        case let error as RuntimeError:
            report(error.diagnostic)
            return Self.badInputCodes.contains(error.code) ? .badInput : .generationFailed
        case let diagnostic as Diagnostic:
            report(diagnostic)
            // A limit reached or a deadline passed is a failed generation, whoever noticed it.
            return Self.failedRunCodes.contains(diagnostic.code) ? .generationFailed : .badInput
        case let list as DiagnosticList:
            list.diagnostics.forEach(report)
            return .badInput
        default:
            report(Diagnostic(code: .unclassified, message: "\(error)"))
            return .generationFailed
        }
    }
}
