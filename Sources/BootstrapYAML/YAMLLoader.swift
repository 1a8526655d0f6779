import Diagnostics

/// Loads one YAML document into an ordered `Node` tree, reporting every problem as a located
/// `Diagnostic` (`config.yml:3:5: mapping values are not allowed in this context`).
///
/// The tree is built iteratively from libyaml's events with an explicit stack, so nesting depth
/// is bounded by `maximumDepth` rather than by the machine stack, and aliases are expanded with a
/// budget of `maximumNodes` copied nodes so an alias bomb fails fast instead of exhausting memory
/// (nodes written out in the file are bounded by the file's size and not counted).
///
/// Plain block YAML, which is what configs are, is first read by `PlainBlockParser` without
/// libyaml (same tree, same marks); it gives up on anything else, which then takes this path.
public enum YAMLLoader {
    public static let maximumNodes = 100_000
    public static let maximumDepth = 200

    /// Returns nil for a file with no document or with an empty document (only comments, `---`).
    public static func load(_ text: String, path: String) throws -> Node? {
        try load(bytes: Array(text.utf8), path: path)
    }

    /// Checks the bytes are UTF-8 first (a `String` cannot hold anything else, but a file can).
    public static func load(bytes: [UInt8], path: String) throws -> Node? {
        if let bad = UTF8Validation.firstProblem(in: bytes) {
            // Show the line with each bad byte written `\xNN`: the caret points at the first.
            let source = SourceText(path: path, text: TerminalText.decoding(bytes: bytes))
            throw Diagnostic(
                .error, code: .yamlEncoding,
                message: "invalid UTF-8 byte 0x\(hex(bad.byte)); save the file as UTF-8",
                at: source.location(line: bad.line, column: bad.column), in: source)
        }
        // The plain block YAML configs are written in is read without libyaml; anything else,
        // and every error, takes libyaml's path below.
        if let root = PlainBlockParser.parse(bytes) { return root }
        return try loadWithLibYAML(bytes: bytes, path: path)
    }

    /// The libyaml path, for bytes already known to be UTF-8.
    static func loadWithLibYAML(bytes: [UInt8], path: String) throws -> Node? {
        let source = LazySourceText(path: path, bytes: bytes)
        var builder = TreeBuilder(source: source)
        do {
            try YAMLEventReader(bytes: bytes).read(into: &builder)
        } catch let failure as LibYAMLFailure {
            throw diagnostic(for: failure, in: source, bytes: bytes)
        }
        return builder.root
    }

    private static func diagnostic(for failure: LibYAMLFailure, in source: LazySourceText, bytes: [UInt8]) -> Diagnostic {
        var message = failure.problem
        if let context = failure.context {
            message += " \(context)"
            // Where the construct began, when that is not where the problem is.
            if let m = failure.contextMark, m != failure.problemMark {
                message += " started at line \(m.line), column \(m.column)"
            }
        }
        let mark = failure.problemMark ?? failure.problemOffset.map { Self.mark(ofByte: $0, in: bytes) }
        // libyaml's words for a tab where a line's indentation is read do not say "tab".
        if failure.problem == "found character that cannot start any token", let mark,
           source.source.line(mark.line).map({ Array($0).dropFirst(mark.column - 1).first == "\t" }) == true {
            message = "tabs are not allowed for indentation: YAML indents with spaces only"
        }
        return source.diagnostic(.yamlSyntax, message, at: mark ?? Mark(line: 1, column: 1))
    }

    /// 1-based line and character column of a byte offset (libyaml's reader errors give only the offset).
    static func mark(ofByte offset: Int, in bytes: [UInt8]) -> Mark {
        var line = 1, column = 1
        for b in bytes.prefix(offset) {
            if b == 0x0A {
                line += 1
                column = 1
            } else if b & 0xC0 != 0x80 {
                column += 1
            }
        }
        return Mark(line: line, column: column)
    }

    static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}
