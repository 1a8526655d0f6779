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
        var content = ""
        var openTag: String?  // "<%", "<%=" or "<%#" while inside a tag
        var tagStart = (line: 1, column: 1)
        let chars = Array(template.unicodeScalars)
        var i = 0
        var line = 1
        var column = 1

        func advance(_ n: Int) {
            for k in i..<min(i + n, chars.count) {
                if chars[k] == "\n" { line += 1; column = 1 } else { column += 1 }
            }
            i += n
        }
        func starts(_ s: String, at p: Int) -> Bool {
            var q = p
            for u in s.unicodeScalars {
                guard q < chars.count, chars[q] == u else { return false }
                q += 1
            }
            return true
        }
        func flushText() {
            if !content.isEmpty { out.pushText(content) }
            content = ""
        }

        while i < chars.count {
            if let tag = openTag {
                // Inside a tag: look for `-%>`, `%%>` or `%>`.
                if starts("-%>", at: i) {
                    let closing = (line: line, column: column)
                    advance(3)
                    close(tag, &content, &out, from: codeStart, closing: closing)
                    openTag = nil
                    // `-%>` eats the line break right after it (and counts it as a script line).
                    if starts("\r\n", at: i) { advance(2); out.newline() } else if starts("\n", at: i) { advance(1); out.newline() }
                } else if starts("%%>", at: i) {
                    advance(3)
                    content += "%>"
                } else if starts("%>", at: i) {
                    let closing = (line: line, column: column)
                    advance(2)
                    close(tag, &content, &out, from: codeStart, closing: closing)
                    openTag = nil
                } else {
                    content.unicodeScalars.append(chars[i])
                    advance(1)
                }
                continue
            }
            // In text: `<%-` (with the line's indentation when it starts the line), `<%%`, `<%=`, `<%#`, `<%`.
            if chars[i] == " " || chars[i] == "\t", atLineStart(chars, i) {
                var j = i
                while j < chars.count, chars[j] == " " || chars[j] == "\t" { j += 1 }
                if starts("<%-", at: j) {
                    flushText()
                    tagStart = (line, column)
                    advance(j - i + 3)
                    codeStart = (line, column)
                    openTag = "<%"
                    continue
                }
            }
            if starts("<%-", at: i) {
                flushText()
                tagStart = (line, column)
                advance(3)
                codeStart = (line, column)
                openTag = "<%"
            } else if starts("<%%", at: i) {
                advance(3)
                content += "<%"
            } else if starts("<%=", at: i) || starts("<%#", at: i) {
                flushText()
                tagStart = (line, column)
                openTag = String(String.UnicodeScalarView(chars[i..<i + 3]))
                advance(3)
                codeStart = (line, column)
            } else if starts("<%", at: i) {
                flushText()
                tagStart = (line, column)
                advance(2)
                codeStart = (line, column)
                openTag = "<%"
            } else {
                content.unicodeScalars.append(chars[i])
                advance(1)
            }
        }
        if openTag != nil { throw UnterminatedTag(line: tagStart.line, column: tagStart.column) }
        flushText()
        out.push(outputVariable)
        return (out.script, out.columns)
    }

    /// Ruby's `^`: the start of the text or just after a line feed.
    private static func atLineStart(_ chars: [Unicode.Scalar], _ i: Int) -> Bool {
        i == 0 || chars[i - 1] == "\n"
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
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
    }

    mutating func pushText(_ text: String) {
        push("\(ERBCompiler.outputVariable) << \"\(Self.escape(text))\"")
        for _ in text.filter({ $0 == "\n" || $0 == "\r\n" }) { newline() }
    }

    mutating func newline() {
        append("\n")
        lineHasStatement = false
    }

    /// A double-quoted literal body: backslash, quote and `#` (no interpolation) escaped,
    /// line breaks and other control characters as escapes.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "#": out += "\\#"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{1B}": out += "\\e"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
