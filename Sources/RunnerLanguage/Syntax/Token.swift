// Tokens of the runner language. The lexer is driven by the parser one token at a time because
// Ruby's tokenisation depends on context (is `/` a regexp or a division? is `x [1]` an index or
// an argument?), so every token records whether whitespace preceded it and where it starts.

/// A piece of a string-like literal as the lexer found it. Interpolated code is kept as a byte
/// range into the source so the parser can parse it with the same scope as the surrounding code.
enum LexPart {
    case text(String)
    case code(start: Int, end: Int)
}

/// What a token is. Literal values live outside the token (see `TokenPayload`), so a token is a
/// few plain words: the parser copies tokens constantly, and a copy is then a memory copy with no
/// reference counting.
enum TokenKind: UInt8 {
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
    /// `"name": value`; `parts` holds the string's parts.
    case stringLabel
    /// `integerValue`.
    case integer
    /// `floatValue`.
    case float
    /// `parts`.
    case string
    /// `parts`.
    case commandString
    /// `symbolName`.
    case symbol
    /// `parts`.
    case dynamicSymbol
    /// `regexp`.
    case regexp
    /// `%w[]` / `%W[]`: `wordList`, one parts list per word.
    case words
    /// `%i[]` / `%I[]`: `wordList`.
    case symbolWords
    /// Punctuation and operators; `text` holds the spelling.
    case op
}

/// The value of a string-like literal token, kept in the parse's `SourceMap.tokenPayloads`.
enum TokenPayload {
    case parts([LexPart])
    /// A string-like literal that is one plain text, as the AST's one-part list: every repetition
    /// of the literal in the file shares it (`parts` is then that one part).
    case text([StringPart])
    case symbol(String)
    case regexp([LexPart], options: String)
    case words([[LexPart]])
}

struct Token {
    var kind: TokenKind
    /// Whether whitespace (or a line start) came right before this token.
    var spaceBefore: Bool
    /// For `- + * ** & [ :: ( !` right after a method name with a space before and none after:
    /// Ruby reads `foo -1` / `foo *args` / `foo [1]` as an argument, not an operator.
    var argumentStart: Bool = false
    /// How many source bytes from `start` spell `text`.
    var length: Int32
    /// Byte offset of the first character in the source.
    var start: Int
    /// The first 8 bytes of an operator's or keyword's spelling packed into an integer (0 for other
    /// tokens): the parser asks "is this `)`?" for nearly every token, and comparing integers is
    /// much cheaper than comparing strings.
    var code: UInt64 = 0
    /// An integer's value, a float's bit pattern, or the index of a literal's payload.
    var value: Int = 0
    /// The source the token was read from. Not retained, so copying a token costs no reference
    /// counting: the parser holds the map for as long as any of its tokens exists.
    unowned(unsafe) let map: SourceMap

    init(_ kind: TokenKind, map: SourceMap, start: Int, length: Int, spaceBefore: Bool, argumentStart: Bool = false,
         code: UInt64 = 0, value: Int = 0) {
        self.kind = kind
        self.spaceBefore = spaceBefore
        self.argumentStart = argumentStart
        self.length = Int32(length)
        self.start = start
        self.code = code
        self.value = value
        self.map = map
    }

    /// The spelling for identifiers, keywords, variables, labels and operators, made on demand.
    var text: String {
        map.string(from: start, to: start + Int(length))
    }

    /// `text` for an operator or keyword, as a string literal when it is one of the usual ones: a
    /// literal costs nothing to make, where `text` decodes and checks the source bytes each time.
    var spelling: String {
        switch kind {
        case .op, .keyword:
            // Up to 8 bytes, the packed code is the whole spelling.
            if length <= 8, let literal = Token.literalSpelling(code) { return literal }
            return text
        default:
            return text
        }
    }

    static func literalSpelling(_ code: UInt64) -> String? {
        switch code {
        case Token.pack("+"): return "+"
        case Token.pack("-"): return "-"
        case Token.pack("*"): return "*"
        case Token.pack("/"): return "/"
        case Token.pack("%"): return "%"
        case Token.pack("**"): return "**"
        case Token.pack("=="): return "=="
        case Token.pack("!="): return "!="
        case Token.pack("<"): return "<"
        case Token.pack(">"): return ">"
        case Token.pack("<="): return "<="
        case Token.pack(">="): return ">="
        case Token.pack("<=>"): return "<=>"
        case Token.pack("==="): return "==="
        case Token.pack("=~"): return "=~"
        case Token.pack("!~"): return "!~"
        case Token.pack("&"): return "&"
        case Token.pack("|"): return "|"
        case Token.pack("^"): return "^"
        case Token.pack("<<"): return "<<"
        case Token.pack(">>"): return ">>"
        case Token.pack("&&"): return "&&"
        case Token.pack("||"): return "||"
        case Token.pack("!"): return "!"
        case Token.pack("~"): return "~"
        case Token.pack("="): return "="
        case Token.pack("+="): return "+="
        case Token.pack("-="): return "-="
        case Token.pack("*="): return "*="
        case Token.pack("/="): return "/="
        case Token.pack("%="): return "%="
        case Token.pack("**="): return "**="
        case Token.pack("||="): return "||="
        case Token.pack("&&="): return "&&="
        case Token.pack("|="): return "|="
        case Token.pack("&="): return "&="
        case Token.pack("^="): return "^="
        case Token.pack("<<="): return "<<="
        case Token.pack(">>="): return ">>="
        case Token.pack(".."): return ".."
        case Token.pack("..."): return "..."
        case Token.pack("("): return "("
        case Token.pack(")"): return ")"
        case Token.pack("["): return "["
        case Token.pack("]"): return "]"
        case Token.pack("{"): return "{"
        case Token.pack("}"): return "}"
        case Token.pack(","): return ","
        case Token.pack("."): return "."
        case Token.pack("&."): return "&."
        case Token.pack("::"): return "::"
        case Token.pack("=>"): return "=>"
        case Token.pack("->"): return "->"
        case Token.pack("?"): return "?"
        case Token.pack(":"): return ":"
        case Token.pack(";"): return ";"
        case Token.pack("alias"): return "alias"
        case Token.pack("and"): return "and"
        case Token.pack("begin"): return "begin"
        case Token.pack("BEGIN"): return "BEGIN"
        case Token.pack("break"): return "break"
        case Token.pack("case"): return "case"
        case Token.pack("class"): return "class"
        case Token.pack("def"): return "def"
        case Token.pack("defined?"): return "defined?"
        case Token.pack("do"): return "do"
        case Token.pack("else"): return "else"
        case Token.pack("elsif"): return "elsif"
        case Token.pack("end"): return "end"
        case Token.pack("END"): return "END"
        case Token.pack("ensure"): return "ensure"
        case Token.pack("false"): return "false"
        case Token.pack("for"): return "for"
        case Token.pack("if"): return "if"
        case Token.pack("in"): return "in"
        case Token.pack("module"): return "module"
        case Token.pack("next"): return "next"
        case Token.pack("nil"): return "nil"
        case Token.pack("not"): return "not"
        case Token.pack("or"): return "or"
        case Token.pack("redo"): return "redo"
        case Token.pack("rescue"): return "rescue"
        case Token.pack("retry"): return "retry"
        case Token.pack("return"): return "return"
        case Token.pack("self"): return "self"
        case Token.pack("super"): return "super"
        case Token.pack("then"): return "then"
        case Token.pack("true"): return "true"
        case Token.pack("undef"): return "undef"
        case Token.pack("unless"): return "unless"
        case Token.pack("until"): return "until"
        case Token.pack("when"): return "when"
        case Token.pack("while"): return "while"
        case Token.pack("yield"): return "yield"
        case Token.pack("__FILE__"): return "__FILE__"
        case Token.pack("__LINE__"): return "__LINE__"
        default: return nil
        }
    }

    /// The operator of a compound assignment (`+` for `+=`), for the `.operatorAssign` node.
    var compoundAssignmentOperator: String {
        guard case .op = kind else { return String(text.dropLast()) }
        switch code {
        case Token.pack("+="): return "+"
        case Token.pack("-="): return "-"
        case Token.pack("*="): return "*"
        case Token.pack("/="): return "/"
        case Token.pack("%="): return "%"
        case Token.pack("**="): return "**"
        case Token.pack("||="): return "||"
        case Token.pack("&&="): return "&&"
        case Token.pack("|="): return "|"
        case Token.pack("&="): return "&"
        case Token.pack("^="): return "^"
        case Token.pack("<<="): return "<<"
        case Token.pack(">>="): return ">>"
        default: return String(text.dropLast())
        }
    }

    var integerValue: Int { value }
    var floatValue: Double { Double(bitPattern: UInt64(bitPattern: Int64(value))) }

    /// The parts of a string, command string, dynamic symbol or string label.
    var parts: [LexPart] {
        switch map.tokenPayloads[value] {
        case .parts(let parts): return parts
        case .text(let parts):
            if case .text(let text) = parts[0] { return [.text(text)] }
        default: break
        }
        return []
    }

    var symbolName: String {
        if case .symbol(let name) = map.tokenPayloads[value] { return name }
        return ""
    }

    var regexp: (parts: [LexPart], options: String) {
        if case .regexp(let parts, let options) = map.tokenPayloads[value] { return (parts, options) }
        return ([], "")
    }

    var wordList: [[LexPart]] {
        if case .words(let words) = map.tokenPayloads[value] { return words }
        return []
    }

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
        if case .op = kind { return isSpelled(spelling) }
        return false
    }

    /// Whether an operator or keyword token is spelled `spelling`, compared without making its text:
    /// equal lengths and equal packed first 8 bytes settle it for spellings no longer than that.
    private func isSpelled(_ spelling: String) -> Bool {
        let count = spelling.utf8.count
        guard Int(length) == count else { return false }
        if count > 8 { return text == spelling }
        return code == Token.pack(bytes: spelling.utf8)
    }

    @inline(__always) func isKeyword(_ spelling: StaticString) -> Bool {
        if case .keyword = kind { return code == Token.pack(spelling) }
        return false
    }

    func isKeyword(spelling: String) -> Bool {
        if case .keyword = kind { return isSpelled(spelling) }
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
