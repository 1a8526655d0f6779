import Diagnostics

/// A Liquid error with Ruby Liquid's wording, located in the template.
///
/// Syntax errors stop `parse` (as `Liquid::SyntaxError` does); render errors are written into the
/// output as `Liquid error (line N): …` and collected in `LiquidTemplate.errors`, which is Ruby
/// Liquid's default (lax) behaviour. `diagnostic` gives the `FILE:LINE:COL: message` form.
public struct LiquidError: Error, Sendable, CustomStringConvertible {
    /// `limit`: a bound of `LiquidLimits` was reached (all but the nesting depth stop the render).
    public enum Kind: Sendable { case syntax, render, limit }

    public var kind: Kind
    /// The message without prefix, as Ruby words it: `Unknown tag 'foo'`.
    public var message: String
    /// The line Ruby reports (1-based) and the column of the construct on it.
    public var line: Int
    public var column: Int
    /// Where the offending construct was opened, for "never closed".
    public var notes: [String] = []
    /// The partial (`include`, `render`) the error was met in; nil for the template itself.
    public var templateName: String?
    /// For an error in a partial: where the template itself included it (outermost), so the
    /// located form points into the file the user rendered.
    public var includedAt: (line: Int, column: Int)?
    /// A limit that stops the whole render (every one but the nesting depth): the context that
    /// handles it stops, wherever it was thrown from.
    var stopsRender = false

    init(_ kind: Kind, _ message: String, line: Int = 0, column: Int = 0) {
        self.kind = kind
        self.message = message
        self.line = line
        self.column = column
    }

    static func syntax(_ message: String) -> LiquidError { LiquidError(.syntax, message) }
    static func argument(_ message: String) -> LiquidError { LiquidError(.render, message) }
    /// An Integer result past 64 bits, where Ruby goes on with a bignum: an error at the filter
    /// or tag, never a wrapped or trapped result (as the runner language's `integer too big`).
    static func bignum(_ operation: String) -> LiquidError {
        .argument("integer too big (bignums are not supported): \(operation)")
    }

    /// A bound of `LiquidLimits` reached: it stops the render (as Ruby Liquid's `MemoryError` does).
    static func limitReached(_ message: String) -> LiquidError {
        var error = LiquidError(.limit, message)
        error.stopsRender = true
        return error
    }

    /// Ruby's `Liquid::Error#to_s` with line numbers: `Liquid syntax error (line 2): Unknown tag 'foo'`.
    public var rubyText: String {
        (kind == .syntax ? "Liquid syntax error" : "Liquid error") + " (\(templateName.map { $0 + " " } ?? "")line \(line)): " + message
    }

    public var description: String { rubyText }

    /// The located form, with the source line and a caret.
    public func diagnostic(in source: SourceText) -> Diagnostic {
        let label = kind == .syntax ? "Liquid syntax error" : "Liquid error"
        let code: DiagnosticCode = switch kind {
        case .syntax: .liquidSyntax
        case .render: .liquidRender
        case .limit: .resourceLimit
        }
        // An error in a partial is at a line of that partial: the location is where this template includes it.
        let partial = templateName.map { " (in the partial '\($0)', line \(line))" } ?? ""
        let (atLine, atColumn) = templateName != nil ? includedAt ?? (line, column) : (line, column)
        return Diagnostic(
            code: code, message: "\(label)\(partial): \(message)",
            at: source.location(line: atLine, column: max(1, atColumn)), in: source, notes: notes)
    }
}

/// `break` and `continue` unwinding to the nearest `for`.
enum LiquidInterrupt {
    case breakLoop
    case continueLoop
}
