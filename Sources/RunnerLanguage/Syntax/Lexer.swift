// The lexer: turns UTF-8 bytes into tokens on demand. It is a value type so the parser can take
// a snapshot and backtrack cheaply (used only for the rare `(a, b), c = …` statement).
//
// Ruby's tokens depend on what came before, so the lexer keeps a small state:
//   .beg  an expression may start here (after an operator, `(`, `,`, a keyword like `if`)
//   .arg  after a method name: `foo -1`, `foo [1]`, `foo /re/` start an argument when spaced
//   .end  after a value: `-`, `[`, `/`, `<<`, `?`, `:` are operators
// Whether a plain identifier is a local variable (`.end`) or a method call (`.arg`) is known only
// to the parser, which passes it in when it asks for the next token.

enum LexState {
    case beg, arg, end
}

struct Lexer {
    let map: SourceMap
    let bytes: [UInt8]
    var pos: Int
    let end: Int
    /// How many interpolations deep this lexer is (each `#{` lexes its code with a nested lexer).
    let depth: Int
    var state: LexState = .beg
    /// The previous token was a plain identifier whose `.arg`/`.end` state the parser decides.
    var identifierPending = false
    /// The previous token was `.`, `&.` or `::`: an identifier now is a method name, even `class` or `end`.
    var afterDot = false
    /// After `def`: the next word or operator is a method name (`def ==(o)`, `def name=(v)`).
    var afterDef = false
    /// The previous token was the `?` of a ternary: `a ? b: c` must not lex `b:` as a label.
    var afterQuestion = false
    /// Where lexing resumes after the newline ending a line that opened heredocs: past their bodies.
    var heredocResume: Int?
    /// After `alias`, the next two tokens are method names (`alias eql? ==`) or symbols (`alias :a :b`).
    var aliasNamesPending = 0

    static let maximumDepth = 1000

    init(map: SourceMap, start: Int = 0, end: Int? = nil, depth: Int = 0) throws {
        self.map = map
        self.bytes = map.bytes
        self.pos = start
        self.end = end ?? map.bytes.count
        self.depth = depth
        if start == 0 {
            // A UTF-8 byte-order mark some editors write is not code.
            if self.end >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { pos = 3 }
            try skipLineStartDirectives()
        }
    }

    @inline(__always) func byte(_ i: Int) -> UInt8 { i < end && i >= 0 ? bytes[i] : 0 }

    func text(_ from: Int, _ to: Int) -> String { map.string(from: from, to: to) }

    /// A token spelled by the source bytes `from..<to`.
    @inline(__always) func token(_ kind: TokenKind, _ from: Int, _ to: Int, spaceBefore: Bool, code: UInt64 = 0) -> Token {
        Token(kind, map: map, start: from, length: to - from, spaceBefore: spaceBefore, code: code)
    }

    /// A literal token spelled by its first byte (its quote or sigil), its value kept in the map.
    func token(_ kind: TokenKind, payload: TokenPayload, at start: Int, spaceBefore: Bool) -> Token {
        token(kind, payloadIndex: map.addPayload(payload), at: start, spaceBefore: spaceBefore)
    }

    /// A literal token whose value is the map's payload `payloadIndex`.
    func token(_ kind: TokenKind, payloadIndex: Int, at start: Int, spaceBefore: Bool) -> Token {
        Token(kind, map: map, start: start, length: 1, spaceBefore: spaceBefore, value: payloadIndex)
    }

    func error(_ message: String, at offset: Int) -> SyntaxError { SyntaxError(message: message, offset: offset) }

    // MARK: Whitespace, comments and newlines

    /// Steps over the newline at `pos`, jumping over heredoc bodies read from this line.
    mutating func consumeNewline() throws {
        pos += 1
        if let resume = heredocResume {
            pos = resume
            heredocResume = nil
        }
        try skipLineStartDirectives()
    }

    /// `=begin … =end` comments and `__END__` only count at the very start of a line.
    mutating func skipLineStartDirectives() throws {
        while pos < end {
            // Most lines start with neither; skip the word comparisons for them.
            if bytes[pos] != ascii("=") && bytes[pos] != ascii("_") { return }
            if startsWord("=begin", at: pos) {
                let opened = pos
                var lineStart = pos
                while true {
                    guard let nl = indexOfNewline(from: lineStart) else {
                        throw error("unterminated '=begin' comment: no '=end' line", at: opened)
                    }
                    lineStart = nl + 1
                    if startsWord("=end", at: lineStart) {
                        pos = indexOfNewline(from: lineStart) ?? end
                        return
                    }
                }
            } else if startsWord("__END__", at: pos) {
                pos = end
                return
            } else {
                return
            }
        }
    }

    /// Whether `word` stands at `i` followed by whitespace or the end of the input.
    func startsWord(_ word: String, at i: Int) -> Bool {
        var j = i
        for b in word.utf8 {
            if byte(j) != b || j >= end { return false }
            j += 1
        }
        return j >= end || isWhitespace(bytes[j])
    }

    func indexOfNewline(from i: Int) -> Int? {
        var j = i
        while j < end {
            if bytes[j] == .newline { return j }
            j += 1
        }
        return nil
    }

    /// Whether the next line with code starts with `.name` or `&.name`: then the statement goes on.
    func nextLineStartsWithDot() -> Bool {
        var j = pos
        while j < end {
            let b = bytes[j]
            if isWhitespace(b) {
                j += 1
            } else if b == .hash {
                guard let nl = indexOfNewline(from: j) else { return false }
                j = nl + 1
            } else if b == ascii(".") {
                return byte(j + 1) != ascii(".")
            } else if b == ascii("&") {
                return byte(j + 1) == ascii(".")
            } else {
                return false
            }
        }
        return false
    }

    // MARK: Tokens

    mutating func next(previousIdentifierIsLocal: Bool = false) throws -> Token {
        let token = try nextToken(previousIdentifierIsLocal: previousIdentifierIsLocal)
        // A line end may have moved past `=begin` comments or `__END__`, which Ruby does not read as code.
        if map.replacedInvalidUTF8, token.kind != .newline, token.kind != .endOfFile { try refuseReplacedBytes(from: token.start, to: pos) }
        return token
    }

    /// Ruby reads a file that is not valid UTF-8 as long as the invalid bytes are in comments, past
    /// `__END__` or past an end-of-input character; in code or a literal they are an error.
    func refuseReplacedBytes(from start: Int, to stop: Int) throws {
        let limit = min(stop, end)
        var i = max(start, 0)
        while i + 3 <= limit {
            if bytes[i] == 0xEF && bytes[i + 1] == 0xBF && bytes[i + 2] == 0xBD {
                throw error("invalid multibyte char (UTF-8)", at: i)
            }
            i += 1
        }
    }

    private mutating func nextToken(previousIdentifierIsLocal: Bool) throws -> Token {
        if identifierPending {
            state = previousIdentifierIsLocal ? .end : .arg
            identifierPending = false
        }
        var spaceBefore = pos == 0
        while pos < end {
            let b = bytes[pos]
            if isHorizontalSpace(b) {
                pos += 1
                spaceBefore = true
            } else if b == .backslash && byte(pos + 1) == .newline {
                pos += 1
                try consumeNewline()
                spaceBefore = true
            } else if b == .backslash && byte(pos + 1) == .carriageReturn && byte(pos + 2) == .newline {
                pos += 2
                try consumeNewline()
                spaceBefore = true
            } else if b == .hash {
                pos = indexOfNewline(from: pos) ?? end
            } else if b == .newline {
                let at = pos
                try consumeNewline()
                spaceBefore = true
                if state != .beg && !nextLineStartsWithDot() {
                    state = .beg
                    afterDot = false
                    afterQuestion = false
                    return token(.newline, at, at + 1, spaceBefore: true)
                }
            } else {
                break
            }
        }
        // Ruby stops reading at a NUL, ^D or ^Z where a token would start (a binary file that starts
        // with one is an empty program); inside a literal they are characters like any other.
        guard pos < end, bytes[pos] != 0, bytes[pos] != 0x04, bytes[pos] != 0x1A else {
            pos = end
            return token(.endOfFile, end, end, spaceBefore: spaceBefore)
        }
        if aliasNamesPending > 0 { aliasNamesPending -= 1 }
        let wasAfterQuestion = afterQuestion
        afterQuestion = false
        if afterDef {
            return try lexMethodName(spaceBefore: spaceBefore)
        }
        if aliasNamesPending > 0 && bytes[pos] != ascii(":") && bytes[pos] != ascii("$") {
            // `alias eql? ==`, `alias []= add`, `alias name= other=`: method names, not operators.
            return try lexMethodName(spaceBefore: spaceBefore)
        }
        let dotted = afterDot
        afterDot = false
        let start = pos
        let b = bytes[pos]
        if dotted, let name = operatorMethodName(at: pos) {
            // `h&.[](k)`, `1.+(2)`: an operator spelled as a method name after a dot.
            pos += name.utf8.count
            state = .arg
            return token(.identifier, start, pos, spaceBefore: spaceBefore)
        }
        if isDigit(b) {
            return try lexNumber(spaceBefore: spaceBefore)
        }
        if isIdentifierStart(b) {
            return lexWord(spaceBefore: spaceBefore, dotted: dotted, labelAllowed: !wasAfterQuestion)
        }
        switch b {
        case ascii("@"):
            var j = pos + 1
            if byte(j) == ascii("@") { j += 1 }
            guard isIdentifierStart(byte(j)), !isDigit(byte(j)) else { throw error("'@' must be followed by a variable name", at: pos) }
            while j < end && isIdentifierChar(bytes[j]) { j += 1 }
            pos = j
            state = .end
            return token(.instanceVariable, start, j, spaceBefore: spaceBefore)
        case ascii("$"):
            return try lexGlobal(spaceBefore: spaceBefore)
        case ascii("\""), ascii("'"), ascii("`"):
            if b == ascii("`") && dotted {
                pos += 1
                state = .arg
                return token(.identifier, start, pos, spaceBefore: spaceBefore)
            }
            return try lexQuoted(spaceBefore: spaceBefore, labelAllowed: !wasAfterQuestion && state != .end)
        default:
            return try lexPunctuation(spaceBefore: spaceBefore)
        }
    }

    /// Whether an expression may start at `pos`: always at `.beg`, and at `.arg` when the character
    /// is spaced from the method name but not from what follows (`puts -x`, `split /,/`).
    func valueExpected(spaceBefore: Bool, width: Int = 1) -> Bool {
        switch state {
        case .beg: return true
        case .arg: return spaceBefore && !isWhitespace(byte(pos + width)) && pos + width < end
        case .end: return false
        }
    }

    mutating func lexWord(spaceBefore: Bool, dotted: Bool, labelAllowed: Bool) -> Token {
        let start = pos
        var j = pos + 1
        while j < end && isIdentifierChar(bytes[j]) { j += 1 }
        // `name?` / `name!` are method names, but `a!=b` is `a != b`.
        var punctuated = false
        if (byte(j) == ascii("?") || byte(j) == ascii("!")) && byte(j + 1) != ascii("=") {
            j += 1
            punctuated = true
        }
        // `name: value` is a label, but not `name::Const` nor the `b` of a ternary's `a ? b: c`.
        // `empty?: true` is a label too; `!=`-style spacing was excluded above.
        if labelAllowed && state != .end && byte(j) == ascii(":") && byte(j + 1) != ascii(":") && !dotted
            && !(punctuated && bytes[j - 1] == ascii("!")) {
            pos = j + 1
            state = .beg
            return token(.label, start, j, spaceBefore: spaceBefore)
        }
        pos = j
        if dotted {
            state = .arg
            return token(isUpper(bytes[start]) ? .constant : .identifier, start, j, spaceBefore: spaceBefore)
        }
        // `BEGIN` and `END` are the only capitalised keywords.
        // A constant may name a method (`Given /^x$/ do`, `Integer "3"`): as Ruby, what follows it is
        // read as after a method name, so a spaced `/`, `[`, `-`, `:` or `?` starts an argument.
        if isUpper(bytes[start]) && !((j - start == 5 || j - start == 3) && isKeyword(from: start, to: j)) {
            state = .arg
            return token(.constant, start, j, spaceBefore: spaceBefore)
        }
        if let code = keywordCode(from: start, to: j) {
            switch code {
            case Token.pack("end"), Token.pack("self"), Token.pack("nil"), Token.pack("true"), Token.pack("false"),
                 Token.pack("__FILE__"), Token.pack("__LINE__"), Token.pack("__ENCODING__"), Token.pack("redo"),
                 Token.pack("retry"):
                state = .end
            case Token.pack("return"), Token.pack("break"), Token.pack("next"), Token.pack("yield"), Token.pack("super"),
                 Token.pack("defined?"), Token.pack("rescue"), Token.pack("case"):
                // A newline right after these ends something: `return`, a bare `rescue`, a bare `case`.
                state = .arg
            case Token.pack("def"):
                state = .beg
                afterDef = true
            case Token.pack("alias"):
                state = .beg
                aliasNamesPending = 3
            default:
                state = .beg
            }
            return token(.keyword, start, j, spaceBefore: spaceBefore, code: code)
        }
        let lastChar = bytes[j - 1]
        state = .arg
        identifierPending = lastChar != ascii("?") && lastChar != ascii("!")
        return token(.identifier, start, j, spaceBefore: spaceBefore)
    }

    /// The name after `def`: a word (with `=` for setters: `def name=(v)`), `self` before `.name`,
    /// or an operator (`def ==(other)`, `def [](key)`).
    mutating func lexMethodName(spaceBefore: Bool) throws -> Token {
        let start = pos
        let b = bytes[pos]
        if isIdentifierStart(b) {
            var j = pos + 1
            while j < end && isIdentifierChar(bytes[j]) { j += 1 }
            if byte(j) == ascii("?") || byte(j) == ascii("!") {
                j += 1
            } else if byte(j) == ascii("=") && (byte(j + 1) == ascii("(") || (aliasNamesPending > 0 && isWhitespace(byte(j + 1)))) {
                j += 1
            }
            pos = j
            if byte(j) == ascii(".") && byte(j + 1) != ascii(".") {
                // `def self.name` / `def Config.name`: a receiver, and the name comes after the dot.
                state = .end
                if j - start == 4 && packed(from: start, to: j) == Token.pack("self") {
                    return token(.keyword, start, j, spaceBefore: spaceBefore, code: Token.pack("self"))
                }
                return token(isUpper(b) ? .constant : .identifier, start, j, spaceBefore: spaceBefore)
            }
            afterDef = false
            state = .arg
            return token(.identifier, start, j, spaceBefore: spaceBefore)
        }
        if b == ascii(".") {
            pos += 1
            return token(.op, start, pos, spaceBefore: spaceBefore, code: Token.pack("."))
        }
        if let name = operatorMethodName(at: pos) {
            pos += name.utf8.count
            afterDef = false
            state = .arg
            return token(.identifier, start, pos, spaceBefore: spaceBefore)
        }
        afterDef = false
        return try next()
    }

    static let operatorMethodNames = [
        "[]=", "[]", "<=>", "===", "==", "=~", "!=", "!~", "+@", "-@", "**", "<<", ">>", "<=", ">=",
        "+", "-", "*", "/", "%", "<", ">", "!", "~", "&", "|", "^", "`",
    ]

    /// An operator usable as a method name (`def ==(o)`, `x.[](k)`) starting at `i`, longest first.
    func operatorMethodName(at i: Int) -> String? {
        guard i < end else { return nil }
        let b = bytes[i]
        switch b {
        case ascii("["), ascii("]"), ascii("="), ascii("<"), ascii(">"), ascii("!"), ascii("~"), ascii("+"), ascii("-"),
             ascii("*"), ascii("/"), ascii("%"), ascii("&"), ascii("|"), ascii("^"), ascii("`"):
            break
        default:
            return nil
        }
        return Lexer.operatorMethodNames.first { matches($0, at: i) }
    }

    func matches(_ spelling: String, at i: Int) -> Bool {
        var j = i
        for b in spelling.utf8 {
            if j >= end || bytes[j] != b { return false }
            j += 1
        }
        return true
    }

    mutating func lexGlobal(spaceBefore: Bool) throws -> Token {
        let start = pos
        var j = pos + 1
        if isIdentifierStart(byte(j)) {
            while j < end && isIdentifierChar(bytes[j]) { j += 1 }
        } else if isDigit(byte(j)) {
            while j < end && isDigit(bytes[j]) { j += 1 }
        } else if byte(j) == ascii("-") && isIdentifierChar(byte(j + 1)) {
            j += 2  // `$-I`, `$-w`
        } else if j < end && "~*$?!@/\\;,.=:<>\"&`'+0_".utf8.contains(bytes[j]) {
            j += 1
        } else {
            throw error("'$' must be followed by a variable name", at: start)
        }
        pos = j
        state = .end
        return token(.globalVariable, start, j, spaceBefore: spaceBefore)
    }
}
