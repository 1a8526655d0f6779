import Diagnostics

/// The file being loaded, split into lines only when a diagnostic needs to show one:
/// splitting a large file costs more than parsing it, and valid files never need it.
final class LazySourceText {
    let path: String
    private let bytes: [UInt8]
    private var cached: SourceText?

    init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    var source: SourceText {
        if let cached { return cached }
        let made = SourceText(path: path, text: String(decoding: bytes, as: UTF8.self))
        cached = made
        return made
    }

    func diagnostic(_ code: DiagnosticCode, _ message: String, at mark: Mark) -> Diagnostic {
        let source = self.source
        return Diagnostic(
            .error, code: code, message: message, at: source.location(line: mark.line, column: mark.column), in: source)
    }
}
