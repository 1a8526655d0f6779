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
        let template = try ERBTemplate(text: text, path: path)
        do {
            let result = try interpreter.run(template.program, filePath: filePath ?? path)
            if case .string(let s) = result { return s.value }
            return ""
        } catch let error as RuntimeError {
            throw template.locate(error)
        }
    }
}
