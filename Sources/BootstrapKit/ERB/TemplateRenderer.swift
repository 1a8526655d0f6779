import Diagnostics
import Foundation
import RunnerLanguage

/// Renders a `.tt` template with the template's own context: the compiled ERB runs in the
/// interpreter, so `<%= app_name %>`, template-defined methods and `@ivars` all work, and an
/// error inside the template is reported at its `.tt` line with that line shown.
public struct TemplateRenderer {
    public let interpreter: ScriptInterpreter

    public init(interpreter: ScriptInterpreter) {
        self.interpreter = interpreter
    }

    /// Renders `text`, naming the template `path` in errors; `filePath` is the real file
    /// (`__FILE__`/`__dir__` inside the template).
    public func render(_ text: String, path: String, filePath: String? = nil) throws -> String {
        let original = SourceText(path: path, text: text)
        let compiled: (script: String, columns: ERBColumnMap)
        do {
            compiled = try ERBCompiler.compileWithColumns(text)
        } catch let error as ERBCompiler.UnterminatedTag {
            throw Diagnostic(
                .error, code: "erb-syntax", message: error.description,
                at: original.location(line: error.line, column: error.column), in: original)
        }
        // The script keeps the template's lines, so errors show the template's text; their columns
        // are moved from the script's to the template's.
        do {
            let parsed = try interpreter.parse(SourceText(path: path, text: compiled.script))
            let program = Program(source: original, body: parsed.body)
            let result = try interpreter.run(program, filePath: filePath ?? path)
            if case .string(let s) = result { return s.value }
            return ""
        } catch var diagnostic as Diagnostic {
            if let location = diagnostic.location, location.file == path {
                diagnostic.location = remap(location, compiled.columns)
                diagnostic.sourceLine = original.line(location.line).map(String.init)
            }
            throw diagnostic
        } catch var error as RuntimeError {
            if let location = error.location, location.file == path {
                error.location = remap(location, compiled.columns)
            }
            throw error
        }
    }

    private func remap(_ location: SourceLocation, _ columns: ERBColumnMap) -> SourceLocation {
        var moved = location
        moved.column = columns.templateColumn(line: location.line, scriptColumn: location.column)
        return moved
    }
}
