import Diagnostics
import RunnerLanguage

/// A `.tt` file compiled and parsed, ready to run. Its program keeps the template's lines and
/// shows the template's own text under an error; columns are moved from the generated script's
/// to the template's, so every error is located where the user wrote the code.
public struct ERBTemplate {
    public let program: Program
    let columns: ERBColumnMap
    let path: String

    /// Throws a Diagnostic (`erb-syntax` for an unterminated tag, else the parser's) located in the template.
    public init(text: String, path: String) throws {
        let original = SourceText(path: path, text: text)
        let compiled: (script: String, columns: ERBColumnMap)
        do {
            compiled = try ERBCompiler.compileWithColumns(text)
        } catch let error as ERBCompiler.UnterminatedTag {
            throw Diagnostic(
                .error, code: "erb-syntax", message: error.description,
                at: original.location(line: error.line, column: error.column), in: original)
        }
        self.columns = compiled.columns
        self.path = path
        do {
            let parsed = try RunnerParser.parse(SourceText(path: path, text: compiled.script))
            program = Program(source: original, body: parsed.body)
        } catch var diagnostic as Diagnostic {
            if let location = diagnostic.location, location.file == path {
                if let closing = compiled.columns.closingTag(line: location.line, scriptColumn: location.column) {
                    // The parser stopped in the `).to_s)` after the tag's code: the code ends too soon.
                    diagnostic.message = "unexpected '%>': the Ruby expression of this <%= tag is incomplete"
                    diagnostic.location = original.location(line: closing.line, column: closing.column)
                    diagnostic.sourceLine = original.line(closing.line).map(String.init)
                } else {
                    diagnostic.location = Self.remap(location, compiled.columns)
                    diagnostic.sourceLine = original.line(location.line).map(String.init)
                }
            }
            throw diagnostic
        }
    }

    /// A runtime error raised by the template's code, moved to the template's column.
    public func locate(_ error: RuntimeError) -> RuntimeError {
        guard let location = error.location, location.file == path else { return error }
        var moved = error
        moved.location = Self.remap(location, columns)
        return moved
    }

    private static func remap(_ location: SourceLocation, _ columns: ERBColumnMap) -> SourceLocation {
        var moved = location
        moved.column = columns.templateColumn(line: location.line, scriptColumn: location.column)
        return moved
    }
}
