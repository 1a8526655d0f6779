import Diagnostics

// The codes of `bootstrap check` findings are cases of `DiagnosticCode` (Sources/Diagnostics), the
// one vocabulary a run uses too, so a fault has the same code whether check or a run finds it.

extension Diagnostic {
    /// Whether this finding stops a run: errors always, warnings under `--strict`.
    public func isFailure(strict: Bool) -> Bool {
        severity == .error || (strict && severity == .warning)
    }
}
