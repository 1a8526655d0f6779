import Diagnostics
import RunnerLanguage

/// A call site for exercising action-side types (ConsentGate, Prompter) without an interpreter:
/// errors are located at `location` with `sourceLine`, as the evaluator would locate them.
final class FixedCallContext: CallContext {
    let location: SourceLocation
    let sourceLine: String

    init(file: String = "runners/git.rb", line: Int = 3, column: Int = 1, sourceLine: String = "git :init") {
        self.location = SourceLocation(file: file, line: line, column: column)
        self.sourceLine = sourceLine
    }

    func send(_ receiver: Value, _ name: String, _ arguments: Arguments) throws -> Value {
        throw error("NoMethodError", "undefined method '\(name)'")
    }

    func call(_ name: String, _ arguments: Arguments) throws -> Value {
        throw error("NoMethodError", "undefined method '\(name)'")
    }

    func error(_ className: String, _ message: String) -> RuntimeError {
        RuntimeError(className, message, at: location, sourceLine: sourceLine)
    }
}
