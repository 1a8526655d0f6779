import Diagnostics

/// Compiles an ERB template (`.tt`) to runner-language source, as Ruby's ERB does with
/// `trim_mode: "-"` (what Thor's `template` uses): `<%= expr %>` inserts, `<% code %>` runs,
/// `<%# … %>` is dropped, `<%%` is a literal `<%` (and `%%>` a literal `%>` inside a tag),
/// `-%>` followed by a newline eats that newline, and `<%-` at the start of a line eats the
/// indentation before it.
///
/// The generated source keeps every template line on the same line number, so an error in a
/// template expression points at the right `.tt` line: text is emitted as one string literal
/// with `\n` escapes followed by as many real newlines as it spans.
public enum ERBCompiler {
    /// The variable the output accumulates in, and the program's final value.
    public static let outputVariable = "_erbout"

    public struct UnterminatedTag: Error, CustomStringConvertible {
        public let line: Int
        public let column: Int
        public var description: String { "unterminated ERB tag: '%>' is missing" }
    }

    public static func compile(_ template: String) throws -> String {
        try compileWithColumns(template).script
    }

    /// The script, and where each tag's code starts in the script and in the template, so an error
    /// in the code can be reported at its column in the `.tt` file (lines already match).
    public static func compileWithColumns(_ template: String) throws -> (script: String, columns: ERBColumnMap) {
        var out = ScriptBuffer()
        var codeStart = (line: 1, column: 1)
        out.push("\(outputVariable) = +''")
        // Read as UTF-8 bytes: every delimiter is ASCII, so a byte compare is a character compare,
        // and runs of text or code between delimiters are copied whole (scalar by scalar, the
        // `.tt` files of a built-in template took ~90 M instructions to check).
        var content: [UInt8] = []
        var openTag: String?  // "<%", "<%=" or "<%#" while inside a tag
        var tagStart = (line: 1, column: 1)
        let bytes = Array(template.utf8)
        var i = 0
        var line = 1
        var column = 1

        // Columns count Unicode scalars: a UTF-8 continuation byte is no column of its own.
        func advance(_ n: Int) {
            for k in i..<min(i + n, bytes.count) {
                if bytes[k] == newline { line += 1; column = 1 } else if bytes[k] & 0xC0 != 0x80 { column += 1 }
            }
            i += n
        }
        func starts(_ s: StaticString, at p: Int) -> Bool {
            let count = s.utf8CodeUnitCount
            guard p + count <= bytes.count else { return false }
            let text = s.utf8Start
            for k in 0..<count where bytes[p + k] != text[k] { return false }
            return true
        }
        func flushText() {
            if !content.isEmpty { out.pushText(String(decoding: content, as: UTF8.self)) }
            content.removeAll(keepingCapacity: true)
        }
        func closeTag(_ tag: String, closing: (line: Int, column: Int)) {
            var code = String(decoding: content, as: UTF8.self)
            close(tag, &code, &out, from: codeStart, closing: closing)
            content.removeAll(keepingCapacity: true)
        }

        while i < bytes.count {
            let byte = bytes[i]
            if let tag = openTag {
                // Inside a tag: look for `-%>`, `%%>` or `%>`.
                if byte == dash, starts("-%>", at: i) {
                    let closing = (line: line, column: column)
                    advance(3)
                    closeTag(tag, closing: closing)
                    openTag = nil
                    // `-%>` eats the line break right after it (and counts it as a script line).
                    if starts("\r\n", at: i) { advance(2); out.newline() } else if starts("\n", at: i) { advance(1); out.newline() }
                } else if byte == percent, starts("%%>", at: i) {
                    advance(3)
                    content.append(contentsOf: "%>".utf8)
                } else if byte == percent, starts("%>", at: i) {
                    let closing = (line: line, column: column)
                    advance(2)
                    closeTag(tag, closing: closing)
                    openTag = nil
                } else {
                    // Code up to the next byte that may start a closing delimiter.
                    var j = i + 1
                    while j < bytes.count, bytes[j] != dash, bytes[j] != percent { j += 1 }
                    content.append(contentsOf: bytes[i..<j])
                    advance(j - i)
                }
                continue
            }
            // In text: `<%-` (with the line's indentation when it starts the line), `<%%`, `<%=`, `<%#`, `<%`.
            if byte == space || byte == tab, atLineStart(bytes, i) {
                var j = i
                while j < bytes.count, bytes[j] == space || bytes[j] == tab { j += 1 }
                if starts("<%-", at: j) {
                    flushText()
                    tagStart = (line, column)
                    advance(j - i + 3)
                    codeStart = (line, column)
                    openTag = "<%"
                    continue
                }
            }
            if byte != lessThan {
                // Text up to the next `<`, or the next space or tab that starts a line.
                var j = i + 1
                while j < bytes.count, bytes[j] != lessThan, !((bytes[j] == space || bytes[j] == tab) && bytes[j - 1] == newline) {
                    j += 1
                }
                content.append(contentsOf: bytes[i..<j])
                advance(j - i)
            } else if starts("<%-", at: i) {
                flushText()
                tagStart = (line, column)
                advance(3)
                codeStart = (line, column)
                openTag = "<%"
            } else if starts("<%%", at: i) {
                advance(3)
                content.append(contentsOf: "<%".utf8)
            } else if starts("<%=", at: i) || starts("<%#", at: i) {
                flushText()
                tagStart = (line, column)
                openTag = bytes[i + 2] == equals ? "<%=" : "<%#"
                advance(3)
                codeStart = (line, column)
            } else if starts("<%", at: i) {
                flushText()
                tagStart = (line, column)
                advance(2)
                codeStart = (line, column)
                openTag = "<%"
            } else {
                content.append(byte)
                advance(1)
            }
        }
        if openTag != nil { throw UnterminatedTag(line: tagStart.line, column: tagStart.column) }
        flushText()
        out.push(outputVariable)
        return (out.script, out.columns)
    }

    private static let newline = UInt8(ascii: "\n")
    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")
    private static let lessThan = UInt8(ascii: "<")
    private static let percent = UInt8(ascii: "%")
    private static let dash = UInt8(ascii: "-")
    private static let equals = UInt8(ascii: "=")

    /// Ruby's `^`: the start of the text or just after a line feed.
    private static func atLineStart(_ bytes: [UInt8], _ i: Int) -> Bool {
        i == 0 || bytes[i - 1] == newline
    }

    /// Emits the code of a finished tag, as ERB::Compiler#compile_content does.
    /// `closing` is where the tag's `%>` starts in the template.
    private static func close(
        _ tag: String, _ content: inout String, _ out: inout ScriptBuffer, from start: (line: Int, column: Int),
        closing: (line: Int, column: Int)
    ) {
        switch tag {
        case "<%=":
            out.pushOutputCode(prefix: "\(outputVariable) << ((", code: content, suffix: ").to_s)", template: start, closing: closing)
        case "<%#":
            // Dropped, but its line breaks are kept so later lines keep their numbers.
            for _ in content.filter({ $0 == "\n" }) { out.newline() }
        default:
            if content.hasSuffix("\n") {
                content.removeLast()
                out.pushCode(content, codeOffset: 0, template: start)
                out.newline()
            } else {
                out.pushCode(content, codeOffset: 0, template: start)
            }
        }
        content = ""
    }
}

/// Where the code of each ERB tag starts, in the generated script and in the template. Lines
/// are the same in both; only the first line of a tag's code is shifted (later lines of a
/// multi-line tag are copied from their first column).
public struct ERBColumnMap {
    struct Segment {
        var line: Int
        var scriptColumn: Int
        var templateColumn: Int
    }

    /// The `).to_s)` the compiler writes after the code of a `<%=` tag: text the user never wrote,
    /// so an error found there is the tag's expression ending too soon, reported at its `%>`.
    struct GeneratedSuffix {
        var line: Int
        var scriptColumns: Range<Int>
        var closing: (line: Int, column: Int)
    }

    private(set) var segments: [Segment] = []
    private(set) var suffixes: [GeneratedSuffix] = []

    mutating func add(line: Int, scriptColumn: Int, templateColumn: Int) {
        segments.append(Segment(line: line, scriptColumn: scriptColumn, templateColumn: templateColumn))
    }

    mutating func addSuffix(_ suffix: GeneratedSuffix) { suffixes.append(suffix) }

    /// Where the `%>` of the `<%=` tag is, when a script position is in the text generated after its code.
    func closingTag(line: Int, scriptColumn: Int) -> (line: Int, column: Int)? {
        suffixes.first { $0.line == line && $0.scriptColumns.contains(scriptColumn) }?.closing
    }

    /// The template column of a script position: measured from the start of the tag whose code
    /// holds it. Positions in generated text (not in any tag) keep their column.
    public func templateColumn(line: Int, scriptColumn: Int) -> Int {
        let segment = segments.last { $0.line == line && $0.scriptColumn <= scriptColumn }
        guard let segment else { return scriptColumn }
        return segment.templateColumn + (scriptColumn - segment.scriptColumn)
    }
}

/// Statements of the generated script, joined with `; ` on a line as ERB's buffer does.
struct ScriptBuffer {
    private(set) var script = ""
    private(set) var columns = ERBColumnMap()
    private var lineHasStatement = false
    /// The 1-based line and column where the next character of the script goes.
    private var line = 1
    private var column = 1

    mutating func push(_ statement: String) {
        if lineHasStatement { append("; ") }
        append(statement)
        lineHasStatement = true
    }

    /// Code from a tag; it may span lines, and the statement after it continues on its last line.
    /// `codeOffset` is where the tag's own code starts within `code`; `template` is where it starts in the .tt.
    mutating func pushCode(_ code: String, codeOffset: Int, template: (line: Int, column: Int)) {
        if lineHasStatement { append("; ") }
        columns.add(line: line, scriptColumn: column + codeOffset, templateColumn: template.column)
        append(code)
        lineHasStatement = true
    }

    /// The code of a `<%=` tag between the generated `prefix` and `suffix`; the suffix's place is
    /// kept so an error there can be reported at the tag's `%>` (`closing`).
    mutating func pushOutputCode(
        prefix: String, code: String, suffix: String, template: (line: Int, column: Int), closing: (line: Int, column: Int)
    ) {
        pushCode(prefix + code, codeOffset: prefix.unicodeScalars.count, template: template)
        let start = column
        append(suffix)
        columns.addSuffix(.init(line: line, scriptColumns: start..<column, closing: closing))
    }

    private mutating func append(_ text: String) {
        script += text
        // Columns count Unicode scalars: a UTF-8 continuation byte is no column of its own.
        var text = text
        text.withUTF8 { bytes in
            for byte in bytes {
                if byte == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else if byte & 0xC0 != 0x80 {
                    column += 1
                }
            }
        }
    }

    /// The text as one literal, then a line break for each it spans (a `\r\n` is one, as a lone `\n` is).
    mutating func pushText(_ text: String) {
        var text = text
        let (escaped, lineBreaks) = text.withUTF8 { (Self.escape($0), $0.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }) }
        push("\(ERBCompiler.outputVariable) << \"\(escaped)\"")
        if lineBreaks > 0 { newline(count: lineBreaks) }
    }

    mutating func newline(count: Int = 1) {
        script.append(count == 1 ? "\n" : String(repeating: "\n", count: count))
        line += count
        column = 1
        lineHasStatement = false
    }

    /// A double-quoted literal body: backslash, quote and `#` (no interpolation) escaped,
    /// line breaks and other control characters as escapes. On UTF-8 bytes: every character escaped
    /// is ASCII, and the bytes of other characters are copied as they are.
    static func escape(_ text: String) -> String {
        var text = text
        return text.withUTF8 { escape($0) }
    }

    static func escape(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 16)
        var plain = 0  // where the run of bytes copied as they are starts
        for index in bytes.indices {
            let byte = bytes[index]
            let escaped: UInt8
            switch byte {
            case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "#"): escaped = byte
            case UInt8(ascii: "\n"): escaped = UInt8(ascii: "n")
            case UInt8(ascii: "\r"): escaped = UInt8(ascii: "r")
            case UInt8(ascii: "\t"): escaped = UInt8(ascii: "t")
            case 0x1B: escaped = UInt8(ascii: "e")
            case 0..<0x20, 0x7F: escaped = 0
            default: continue
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[plain..<index]))
            plain = index + 1
            if escaped == 0 {
                let hex = String(byte, radix: 16)
                out.append(contentsOf: "\\u".utf8)
                out.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: 4 - hex.utf8.count))
                out.append(contentsOf: hex.utf8)
            } else {
                out.append(UInt8(ascii: "\\"))
                out.append(escaped)
            }
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[plain...]))
        return String(decoding: out, as: UTF8.self)
    }
}
