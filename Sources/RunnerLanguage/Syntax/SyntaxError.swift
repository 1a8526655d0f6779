/// A syntax error found while lexing or parsing, located by byte offset; `RunnerParser` turns it
/// into a `Diagnostic` with line, column and the source line once, at the top.
struct SyntaxError: Error {
    var message: String
    var offset: Int
    var notes: [String] = []
}
