import Diagnostics

// TEMPORARY, deleted when the `parser` branch is merged into `evaluator`: lets this branch build
// before `RunnerParser` exists. If you merged both `parser` and `evaluator` and see a duplicate
// `RunnerParser`, delete this file.
public enum RunnerParser {
    public static func parse(_ source: SourceText) throws -> Program {
        throw Diagnostic(code: "parser-missing", message: "the runner parser is not merged into this build yet")
    }
}
