import Diagnostics

/// A Liquid error with Ruby Liquid's wording, located in the template.
///
/// Syntax errors stop `parse` (as `Liquid::SyntaxError` does); render errors are written into the
/// output as `Liquid error (line N): …` and collected in `LiquidTemplate.errors`, which is Ruby
/// Liquid's default (lax) behaviour. `diagnostic` gives the `FILE:LINE:COL: message` form.
public struct LiquidError: Error, Sendable, CustomStringConvertible {
    public enum Kind: Sendable { case syntax, render }

    public var kind: Kind
    /// The message without prefix, as Ruby words it: `Unknown tag 'foo'`.
    public var message: String
    /// The line Ruby reports (1-based) and the column of the construct on it.
    public var line: Int
    public var column: Int
    /// Where the offending construct was opened, for "never closed".
    public var notes: [String] = []

    init(_ kind: Kind, _ message: String, line: Int = 0, column: Int = 0) {
        self.kind = kind
        self.message = message
        self.line = line
        self.column = column
    }

    static func syntax(_ message: String) -> LiquidError { LiquidError(.syntax, message) }
    static func argument(_ message: String) -> LiquidError { LiquidError(.render, message) }

    /// Ruby's `Liquid::Error#to_s` with line numbers: `Liquid syntax error (line 2): Unknown tag 'foo'`.
    public var rubyText: String {
        (kind == .syntax ? "Liquid syntax error" : "Liquid error") + " (line \(line)): " + message
    }

    public var description: String { rubyText }

    /// The located form, with the source line and a caret.
    public func diagnostic(in source: SourceText) -> Diagnostic {
        let label = kind == .syntax ? "Liquid syntax error" : "Liquid error"
        return Diagnostic(
            code: kind == .syntax ? DiagnosticCode.liquidSyntax : DiagnosticCode.liquidRender, message: "\(label): \(message)",
            at: source.location(line: line, column: max(1, column)), in: source, notes: notes)
    }
}

/// `break` and `continue` unwinding to the nearest `for`.
enum LiquidInterrupt {
    case breakLoop
    case continueLoop
}
