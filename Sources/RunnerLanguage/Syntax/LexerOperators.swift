// Punctuation, operators, and the literals that start with an operator character: symbols (`:x`),
// character literals (`?a`), percent literals (`%w[]`), regexps (`/re/`) and heredocs (`<<~EOS`).

extension Lexer {

    mutating func lexPunctuation(spaceBefore: Bool) throws -> Token {
        let start = pos
        let b = bytes[pos]
        let c1 = byte(pos + 1)
        switch b {
        case ascii(":"):
            if c1 != ascii(":"), state != .end || aliasNamesPending > 0, let token = try lexSymbol(spaceBefore: spaceBefore) {
                return token
            }
        case ascii("?"):
            if state != .end, let token = try lexCharacterLiteral(spaceBefore: spaceBefore) {
                return token
            }
        case ascii("%"):
            if valueExpected(spaceBefore: spaceBefore), let token = try lexPercentLiteral(spaceBefore: spaceBefore) {
                return token
            }
        case ascii("/"):
            if valueExpected(spaceBefore: spaceBefore) {
                return try lexRegexp(spaceBefore: spaceBefore)
            }
        case ascii("<"):
            if c1 == ascii("<"), valueExpected(spaceBefore: spaceBefore, width: 2),
               let token = try lexHeredoc(spaceBefore: spaceBefore) {
                return token
            }
        default:
            break
        }
        guard var width = operatorWidth(at: pos) else {
            throw error("unexpected character '\(text(pos, min(pos + 1, end)))'", at: pos)
        }
        if width == 2 && b == ascii("&") && c1 == ascii(".") && state == .beg {
            width = 1  // `foo(&.x)` is not valid Ruby either; lex the `&` alone
        }
        pos += width
        // The token is built once, at the end, from its parts: a `Token` is costly to copy.
        let code = packed(from: start, to: pos)
        var argumentStart = false
        if state == .arg && spaceBefore {
            if code == Token.pack("[") || code == Token.pack("(") {
                argumentStart = true
            } else if Lexer.startsArgument(code) && !isWhitespace(byte(pos)) && pos < end {
                argumentStart = true
            }
        }
        var kind = TokenKind.op
        switch code {
        case Token.pack(";"):
            kind = .newline
            state = .beg
        case Token.pack(")"), Token.pack("]"), Token.pack("}"):
            state = .end
        case Token.pack("."), Token.pack("&."), Token.pack("::"):
            state = .beg
            afterDot = true
        case Token.pack("?"):
            state = .beg
            afterQuestion = true
        default:
            state = .beg
        }
        return Token(kind, map: map, start: start, length: width, spaceBefore: spaceBefore, argumentStart: argumentStart, code: code)
    }

    /// Operators that start an argument when written `foo -x` (spaced from the name, not from the operand).
    static func startsArgument(_ code: UInt64) -> Bool {
        switch code {
        case Token.pack("-"), Token.pack("+"), Token.pack("*"), Token.pack("**"), Token.pack("&"), Token.pack("::"),
             Token.pack("!"), Token.pack("->"):
            return true
        default:
            return false
        }
    }

    /// `:name`, `:name?`, `:"str"`, `:+`, `:[]`; nil when the colon is the ternary's or a lone `:`.
    mutating func lexSymbol(spaceBefore: Bool) throws -> Token? {
        let start = pos
        let c = byte(pos + 1)
        if c == ascii("\"") || c == ascii("'") {
            pos += 2
            let parts = try scanDelimited(open: c, close: c, interpolate: c == ascii("\""), mode: c == ascii("\"") ? .double : .single, openedAt: start)
            state = .end
            if let plain = plainText(parts) {
                return token(.symbol, payload: .symbol(plain), at: start, spaceBefore: spaceBefore)
            }
            return token(.dynamicSymbol, payload: .parts(parts), at: start, spaceBefore: spaceBefore)
        }
        var j = pos + 1
        if isIdentifierStart(c) || c == ascii("@") || c == ascii("$") {
            if c == ascii("@") { j += 1; if byte(j) == ascii("@") { j += 1 } }
            if c == ascii("$") { j += 1 }
            guard isIdentifierStart(byte(j)) else { return nil }
            while j < end && isIdentifierChar(bytes[j]) { j += 1 }
            let n = byte(j)
            if (n == ascii("?") || n == ascii("!")) && byte(j + 1) != ascii("=") {
                j += 1
            } else if n == ascii("=") && !"=~>".utf8.contains(byte(j + 1)) && c != ascii("@") && c != ascii("$") {
                j += 1
            }
        } else {
            guard let name = operatorMethodName(at: j) else { return nil }
            j += name.utf8.count
        }
        pos = j
        state = .end
        return token(.symbol, payload: .symbol(text(start + 1, j)), at: start, spaceBefore: spaceBefore)
    }

    /// `?a` is the string "a" where a value may start and the character stands alone.
    mutating func lexCharacterLiteral(spaceBefore: Bool) throws -> Token? {
        let start = pos
        let c = byte(pos + 1)
        guard pos + 1 < end, !isWhitespace(c) else { return nil }
        if state == .arg && !spaceBefore { return nil }
        if c == .backslash {
            guard pos + 2 < end, !isIdentifierChar(byte(pos + 3)) else { return nil }
            var buffer: [UInt8] = []
            var i = pos + 2
            try decodeEscape(at: &i, into: &buffer)
            pos = i
            state = .end
            return token(.string, payload: .parts([.text(String(decoding: buffer, as: UTF8.self))]), at: start, spaceBefore: spaceBefore)
        }
        // One whole UTF-8 character.
        var j = pos + 2
        while j < end && bytes[j] & 0xC0 == 0x80 { j += 1 }
        if j < end && isIdentifierChar(bytes[j]) { return nil }
        if isIdentifierChar(c) && state == .arg && byte(j) == ascii(":") { return nil }
        pos = j
        state = .end
        return token(.string, payload: .parts([.text(text(start + 1, j))]), at: start, spaceBefore: spaceBefore)
    }

    mutating func lexRegexp(spaceBefore: Bool) throws -> Token {
        let start = pos
        pos += 1
        let parts = try scanDelimited(open: ascii("/"), close: ascii("/"), interpolate: true, mode: .regexp, openedAt: start)
        let options = regexpOptions()
        state = .end
        return token(.regexp, payload: .regexp(parts, options: options), at: start, spaceBefore: spaceBefore)
    }

    mutating func regexpOptions() -> String {
        let start = pos
        while pos < end && "imxounse".utf8.contains(bytes[pos]) { pos += 1 }
        return text(start, pos)
    }

    /// `%w[a b]`, `%i(a b)`, `%q(…)`, `%Q{…}`, `%(…)`, `%r{…}i`, `%x(…)`, `%s(sym)`; nil when `%` is modulo.
    mutating func lexPercentLiteral(spaceBefore: Bool) throws -> Token? {
        let start = pos
        var type = byte(pos + 1)
        var delimiterAt = pos + 2
        if "wWiIqQrxs".utf8.contains(type) {
            let d = byte(pos + 2)
            guard pos + 2 < end, !isIdentifierChar(d), !isWhitespace(d) else { return nil }
        } else if pos + 1 < end, !isIdentifierChar(type), !isWhitespace(type), type != ascii("=") {
            type = ascii("Q")
            delimiterAt = pos + 1
        } else {
            return nil
        }
        let open = bytes[delimiterAt]
        let close = closingDelimiter(for: open)
        pos = delimiterAt + 1
        state = .end
        func token(_ kind: TokenKind, _ payload: TokenPayload) -> Token { self.token(kind, payload: payload, at: start, spaceBefore: spaceBefore) }
        switch type {
        case ascii("w"), ascii("W"), ascii("i"), ascii("I"):
            let interpolate = type == ascii("W") || type == ascii("I")
            let words = try scanWords(open: open, close: close, interpolate: interpolate, openedAt: start)
            return token(type == ascii("w") || type == ascii("W") ? .words : .symbolWords, .words(words))
        case ascii("q"):
            return token(.string, .parts(try scanDelimited(open: open, close: close, interpolate: false, mode: .single, openedAt: start)))
        case ascii("Q"):
            return token(.string, .parts(try scanDelimited(open: open, close: close, interpolate: true, mode: .double, openedAt: start)))
        case ascii("r"):
            let parts = try scanDelimited(open: open, close: close, interpolate: true, mode: .regexp, openedAt: start)
            return token(.regexp, .regexp(parts, options: regexpOptions()))
        case ascii("x"):
            return token(.commandString, .parts(try scanDelimited(open: open, close: close, interpolate: true, mode: .double, openedAt: start)))
        default:
            let parts = try scanDelimited(open: open, close: close, interpolate: false, mode: .single, openedAt: start)
            return token(.symbol, .symbol(plainText(parts) ?? ""))
        }
    }

    /// The text of parts that have no interpolation, or nil.
    func plainText(_ parts: [LexPart]) -> String? {
        var result = ""
        for part in parts {
            guard case .text(let t) = part else { return nil }
            result += t
        }
        return result
    }
}
