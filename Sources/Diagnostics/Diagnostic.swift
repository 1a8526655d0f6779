/// How bad a finding is. Errors stop a run; warnings are printed and, under `--strict`, count as errors.
public enum Severity: String, Sendable, Codable {
    case error
    case warning
    case note
}

/// One located message: `FILE:LINE:COL: message`, then the offending line and a caret under the column.
///
/// Every error the user can cause by bad input (YAML, config types, runner syntax, unknown names,
/// refused paths) ends up as one of these, so the CLI prints them all the same way.
public struct Diagnostic: Error, Sendable, CustomStringConvertible {
    public var severity: Severity
    public var location: SourceLocation?
    public var message: String
    /// Which kind of fault this is; its string form (`--format json`) is what tools match on.
    public var code: DiagnosticCode
    /// The source line the location points into, captured when the diagnostic is made,
    /// so rendering needs no file access.
    public var sourceLine: String?
    /// Extra lines printed after the caret, e.g. `did you mean 'version'?` or where a construct was opened.
    public var notes: [String]

    public init(
        _ severity: Severity = .error,
        code: DiagnosticCode,
        message: String,
        at location: SourceLocation? = nil,
        sourceLine: String? = nil,
        notes: [String] = []
    ) {
        self.severity = severity
        self.code = code
        self.message = message
        self.location = location
        self.sourceLine = sourceLine
        self.notes = notes
    }

    /// Builds a diagnostic whose source line is taken from `source`.
    public init(
        _ severity: Severity = .error,
        code: DiagnosticCode,
        message: String,
        at location: SourceLocation,
        in source: SourceText?,
        notes: [String] = []
    ) {
        self.init(
            severity, code: code, message: message, at: location,
            sourceLine: source?.line(location.line).map(String.init), notes: notes)
    }

    /// The user-facing text: header line, the source line, a caret under the column, then notes.
    /// Warnings and notes carry their severity in the header (`warning: …`); errors do not, as compilers do.
    /// Everything in it that a template or project controls (the file's name, the message, the
    /// quoted line, the notes) is shown escaped (`TerminalText`), and a long line is cut around
    /// the column.
    public var rendered: String {
        var out = ""
        let prefix = severity == .error ? "" : "\(severity.rawValue): "
        if let location {
            out += "\(TerminalText.escaped(location.file)):\(location.line):\(location.column): \(prefix)"
        } else {
            out += prefix
        }
        out += TerminalText.escaped(message)
        if let sourceLine, let location {
            let (line, lead) = CaretLine.excerpt(sourceLine, column: location.column)
            out += "\n\(line)\n\(lead)^"
        }
        for note in notes {
            out += "\n\(TerminalText.escaped(note))"
        }
        return out
    }

    public var description: String { rendered }
}

/// Several diagnostics at once, for front ends that report every error they find
/// (`bootstrap check`, the syntax checker) instead of stopping at the first.
public struct DiagnosticList: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]
    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
    public var description: String { diagnostics.map(\.rendered).joined(separator: "\n") }
}
