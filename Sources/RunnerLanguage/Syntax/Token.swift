// Tokens of the runner language. The lexer is driven by the parser one token at a time because
// Ruby's tokenisation depends on context (is `/` a regexp or a division? is `x [1]` an index or
// an argument?), so every token records whether whitespace preceded it and where it starts.

/// A piece of a string-like literal as the lexer found it. Interpolated code is kept as a byte
/// range into the source so the parser can parse it with the same scope as the surrounding code.
enum LexPart {
    case text(String)
    case code(start: Int, end: Int)
}

enum TokenKind {
    case endOfFile
    case newline
    /// A lower-case identifier (possibly ending in `?` or `!`), not a keyword.
    case identifier
    case constant
    case keyword
    case instanceVariable
    case globalVariable
    /// `name:` in a hash or argument list; `text` holds the name without the colon.
    case label
    /// `"name": value`; the string's parts.
    case stringLabel([LexPart])
    case integer(Int)
    case float(Double)
    case string([LexPart])
    case commandString([LexPart])
    case symbol(String)
    case dynamicSymbol([LexPart])
    case regexp([LexPart], options: String)
    /// `%w[]` / `%W[]`: one parts list per word.
    case words([[LexPart]])
    /// `%i[]` / `%I[]`.
    case symbolWords([[LexPart]])
    /// Punctuation and operators; `text` holds the spelling.
    case op
}

struct Token {
    var kind: TokenKind
    /// The spelling for identifiers, keywords, variables, labels and operators.
    var text: String
    /// Byte offset of the first character in the source.
    var start: Int
    /// Whether whitespace (or a line start) came right before this token.
    var spaceBefore: Bool
    /// For `- + * ** & [ :: ( !` right after a method name with a space before and none after:
    /// Ruby reads `foo -1` / `foo *args` / `foo [1]` as an argument, not an operator.
    var argumentStart: Bool = false
    /// The first 8 bytes of an operator's or keyword's spelling packed into an integer (0 for other
    /// tokens): the parser asks "is this `)`?" for nearly every token, and comparing integers is
    /// much cheaper than comparing strings.
    var code: UInt64 = 0

    @inline(__always) static func pack(_ spelling: StaticString) -> UInt64 {
        var value: UInt64 = 0
        let p = spelling.utf8Start
        for i in 0..<min(spelling.utf8CodeUnitCount, 8) { value |= UInt64(p[i]) << (8 * UInt64(i)) }
        return value
    }

    static func pack<S: Sequence>(bytes: S) -> UInt64 where S.Element == UInt8 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        for b in bytes where shift < 64 {
            value |= UInt64(b) << shift
            shift += 8
        }
        return value
    }

    @inline(__always) func isOp(_ spelling: StaticString) -> Bool {
        if case .op = kind { return code == Token.pack(spelling) }
        return false
    }

    func isOp(spelling: String) -> Bool {
        if case .op = kind { return text == spelling }
        return false
    }

    @inline(__always) func isKeyword(_ spelling: StaticString) -> Bool {
        if case .keyword = kind { return code == Token.pack(spelling) }
        return false
    }

    func isKeyword(spelling: String) -> Bool {
        if case .keyword = kind { return text == spelling }
        return false
    }

    var isEndOfFile: Bool {
        if case .endOfFile = kind { return true }
        return false
    }

    /// How the token is named in error messages: `unexpected 'end'`, `unexpected end of file`.
    var displayName: String {
        switch kind {
        case .endOfFile: return "end of file"
        case .newline: return "end of line"
        case .identifier, .constant, .keyword, .instanceVariable, .globalVariable, .op: return "'\(text)'"
        case .label: return "label '\(text):'"
        case .stringLabel: return "label"
        case .integer, .float: return "number"
        case .string: return "string literal"
        case .commandString: return "command string"
        case .symbol, .dynamicSymbol: return "symbol"
        case .regexp: return "regexp"
        case .words, .symbolWords: return "word list"
        }
    }
}

let runnerKeywords: Set<String> = [
    "alias", "and", "begin", "BEGIN", "break", "case", "class", "def", "defined?", "do", "else", "elsif",
    "end", "END", "ensure", "false", "for", "if", "in", "module", "next", "nil", "not", "or", "redo",
    "rescue", "retry", "return", "self", "super", "then", "true", "undef", "unless", "until", "when",
    "while", "yield", "__FILE__", "__LINE__", "__ENCODING__",
]
