// String bodies: quotes, escapes, `#{}` interpolation, and `%w[]` word lists.
//
// Interpolated code is not parsed here; the lexer only finds where it ends (by lexing it with a
// nested lexer and counting braces, so `"#{h["k"] + "}"}"` ends at the right brace) and hands
// the byte range to the parser.

/// `b` in each of a word's eight bytes.
@inline(__always) func repeatedByte(_ b: UInt8) -> UInt64 { 0x0101_0101_0101_0101 &* UInt64(b) }

/// Whether one of the word's bytes is 0 (exact: a borrow only runs on past a zero byte).
@inline(__always) func hasZeroByte(_ word: UInt64) -> Bool {
    (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0
}

enum StringMode {
    /// `"…"`, `%Q()`, heredocs: the usual escapes.
    case double
    /// `'…'`, `%q()`: only `\\` and an escaped delimiter.
    case single
    /// `/…/`, `%r{}`: escapes are kept for the regexp engine.
    case regexp
}

extension Lexer {
    mutating func lexQuoted(spaceBefore: Bool, labelAllowed: Bool) throws -> Token {
        let start = pos
        let quote = bytes[pos]
        let key = map.literalKey(at: start)
        let payloadIndex: Int
        if let earlier = map.earlierLiteral(key, spelledAt: start, limit: end) {
            // Spelled byte for byte like a literal scanned before, quotes included: scanning would
            // find the same end and the same one text (the scan reads nothing past the closing
            // quote), so its payload serves this token too.
            pos = start + earlier.length
            payloadIndex = earlier.payload
        } else {
            pos += 1
            let single = quote == ascii("'")
            let scanned = try scanBodyParts(
                from: pos, limit: end, open: quote, close: quote, interpolate: !single, mode: single ? .single : .double,
                openedAt: start)
            pos = scanned.next
            // Most literals are one plain text: kept as the AST's one-part list, shared by repetitions.
            if let whole = scanned.whole {
                payloadIndex = map.addPayload(.text([.text(whole)]))
                map.rememberLiteral(key, start: start, length: pos - start, payload: payloadIndex)
            } else {
                payloadIndex = map.addPayload(.parts(scanned.parts))
            }
        }
        // `"key": value` in a hash or argument list.
        if labelAllowed && quote != ascii("`") && byte(pos) == ascii(":") && byte(pos + 1) != ascii(":") {
            pos += 1
            state = .beg
            return token(.stringLabel, payloadIndex: payloadIndex, at: start, spaceBefore: spaceBefore)
        }
        state = .end
        return token(quote == ascii("`") ? .commandString : .string, payloadIndex: payloadIndex, at: start, spaceBefore: spaceBefore)
    }

    /// Scans from `pos` (just past the opening delimiter) to the closing one, leaving `pos` after it.
    mutating func scanDelimited(open: UInt8, close: UInt8, interpolate: Bool, mode: StringMode, openedAt: Int) throws -> [LexPart] {
        let (parts, next) = try scanBody(from: pos, limit: end, open: open, close: close, interpolate: interpolate, mode: mode, openedAt: openedAt)
        pos = next
        return parts
    }

    /// The parts of a string body from `from`, up to the closing delimiter (or `limit` when `close` is nil).
    func scanBody(
        from: Int, limit: Int, open: UInt8, close: UInt8?, interpolate: Bool, mode: StringMode, openedAt: Int
    ) throws -> (parts: [LexPart], next: Int) {
        let scanned = try scanBodyParts(
            from: from, limit: limit, open: open, close: close, interpolate: interpolate, mode: mode, openedAt: openedAt)
        return (scanned.whole.map { [.text($0)] } ?? scanned.parts, scanned.next)
    }

    /// `scanBody`, with a body of one text part (no interpolation) as `whole` and no parts.
    func scanBodyParts(
        from: Int, limit: Int, open: UInt8, close: UInt8?, interpolate: Bool, mode: StringMode, openedAt: Int
    ) throws -> (parts: [LexPart], whole: String?, next: Int) {
        var parts: [LexPart] = []
        // Plain bytes are not copied one by one: `runStart..<i` is the run of them not yet taken,
        // copied in one go when an escape or interpolation interrupts it, and a part with no
        // escape becomes its string straight from the source bytes.
        var buffer = map.borrowByteBuffer()
        defer { map.returnByteBuffer(&buffer) }
        var runStart = from
        var i = from
        var nesting = 0
        func takeRun(upTo stop: Int) {
            if stop > runStart { buffer.append(contentsOf: bytes[runStart..<stop]) }
        }
        func flush(upTo stop: Int) {
            if buffer.isEmpty {
                if stop > runStart { parts.append(.text(text(runStart, stop))) }
            } else {
                takeRun(upTo: stop)
                parts.append(.text(String(decoding: buffer, as: UTF8.self)))
                buffer.removeAll(keepingCapacity: true)
            }
        }
        var stop = limit
        let closeByte = close ?? open
        while true {
            // Most bytes are plain text that none of the checks below applies to: step over a run
            // of them with one comparison each (through the buffer, without a bounds check per byte).
            i = bytes.withUnsafeBufferPointer { buffer in
                var j = i
                let stopAt = min(limit, buffer.count)
                if let base = buffer.baseAddress {
                    // Eight bytes at a time while none of them is one of the four.
                    let raw = UnsafeRawPointer(base)
                    let closeWord = repeatedByte(closeByte), openWord = repeatedByte(open)
                    let backslashWord = repeatedByte(.backslash), hashWord = repeatedByte(.hash)
                    while j + 8 <= stopAt {
                        let word = raw.loadUnaligned(fromByteOffset: j, as: UInt64.self)
                        if hasZeroByte(word ^ closeWord) || hasZeroByte(word ^ backslashWord)
                            || hasZeroByte(word ^ hashWord) || hasZeroByte(word ^ openWord) {
                            break
                        }
                        j += 8
                    }
                }
                while j < stopAt {
                    let b = buffer[j]
                    if b == closeByte || b == .backslash || b == .hash || b == open { break }
                    j += 1
                }
                return j
            }
            guard i < limit else {
                if close == nil { break }
                let what = mode == .regexp ? "regexp" : "string"
                throw error("unterminated \(what) meets end of file", at: openedAt)
            }
            let b = bytes[i]
            if let close {
                if b == close && nesting == 0 {
                    stop = i
                    i += 1
                    break
                }
                if open != close {
                    if b == open { nesting += 1 } else if b == close { nesting -= 1 }
                }
            }
            if b == .backslash && i + 1 < limit {
                takeRun(upTo: i)
                let e = bytes[i + 1]
                switch mode {
                case .single:
                    if e == .backslash || e == close || e == open {
                        buffer.append(e)
                        i += 2
                    } else {
                        buffer.append(b)
                        i += 1
                    }
                case .regexp:
                    buffer.append(b)
                    buffer.append(e)
                    i += 2
                case .double:
                    i += 1
                    try decodeEscape(at: &i, into: &buffer)
                }
                runStart = i
                continue
            }
            if interpolate && b == .hash {
                let c = byte(i + 1)
                if c == ascii("{") {
                    flush(upTo: i)
                    let codeEnd = try interpolationEnd(from: i + 2, openedAt: openedAt)
                    parts.append(.code(start: i + 2, end: codeEnd))
                    i = codeEnd + 1
                    runStart = i
                    continue
                }
                if c == ascii("@") || c == ascii("$") {
                    var j = i + 2
                    if c == ascii("@") && byte(j) == ascii("@") { j += 1 }
                    if isIdentifierStart(byte(j)) && !isDigit(byte(j)) {
                        while j < limit && isIdentifierChar(bytes[j]) { j += 1 }
                        flush(upTo: i)
                        parts.append(.code(start: i + 1, end: j))
                        i = j
                        runStart = i
                        continue
                    }
                }
            }
            i += 1
        }
        if parts.isEmpty {
            var whole = ""
            if !buffer.isEmpty {
                takeRun(upTo: stop)
                whole = String(decoding: buffer, as: UTF8.self)
            } else if stop > runStart {
                whole = text(runStart, stop)
            }
            return ([], whole, i)
        }
        flush(upTo: stop)
        return (parts, nil, i)
    }

    /// Where the `}` closing an interpolation whose code starts at `from` is.
    func interpolationEnd(from: Int, openedAt: Int) throws -> Int {
        guard depth + 1 < Lexer.maximumDepth else { throw error("too deeply nested", at: from) }
        var sub = try Lexer(map: map, start: from, end: end, depth: depth + 1)
        var braces = 0
        while true {
            let token = try sub.next()
            switch token.kind {
            case .endOfFile:
                throw error("unterminated string meets end of file", at: openedAt)
            case .op:
                switch token.code {
                case Token.pack("{"):
                    braces += 1
                case Token.pack("}"):
                    if braces == 0 { return token.start }
                    braces -= 1
                default:
                    break
                }
            default:
                break
            }
        }
    }

    /// Decodes the escape whose letter is at `i` (just past the backslash) and moves past it.
    func decodeEscape(at i: inout Int, into buffer: inout [UInt8]) throws {
        let escapeStart = i - 1
        let e = byte(i)
        i += 1
        switch e {
        case ascii("n"): buffer.append(0x0A)
        case ascii("t"): buffer.append(0x09)
        case ascii("s"): buffer.append(0x20)
        case ascii("e"): buffer.append(0x1B)
        case ascii("a"): buffer.append(0x07)
        case ascii("b"): buffer.append(0x08)
        case ascii("f"): buffer.append(0x0C)
        case ascii("r"): buffer.append(0x0D)
        case ascii("v"): buffer.append(0x0B)
        case .newline: break  // a backslash at the end of a line joins it with the next
        case ascii("0")...ascii("7"):
            var value = UInt32(e - 0x30)
            var digits = 1
            while digits < 3, byte(i) >= ascii("0"), byte(i) <= ascii("7"), i < end {
                value = value * 8 + UInt32(bytes[i] - 0x30)
                i += 1
                digits += 1
            }
            _ = appendUTF8(value & 0xFF, to: &buffer)
        case ascii("x"):
            var value: UInt32 = 0
            var digits = 0
            while digits < 2, i < end, isHexDigit(bytes[i]) {
                value = value * 16 + hexValue(bytes[i])
                i += 1
                digits += 1
            }
            guard digits > 0 else { throw error("invalid hex escape", at: escapeStart) }
            _ = appendUTF8(value, to: &buffer)
        case ascii("u"):
            if byte(i) == ascii("{") {
                i += 1
                while true {
                    while i < end && (bytes[i] == .space || bytes[i] == .tab) { i += 1 }
                    if byte(i) == ascii("}") {
                        i += 1
                        break
                    }
                    var value: UInt32 = 0
                    var digits = 0
                    while i < end, isHexDigit(bytes[i]), digits < 8 {
                        value = value * 16 + hexValue(bytes[i])
                        i += 1
                        digits += 1
                    }
                    guard digits > 0, appendUTF8(value, to: &buffer) else {
                        throw error("invalid Unicode escape", at: escapeStart)
                    }
                }
            } else {
                var value: UInt32 = 0
                for _ in 0..<4 {
                    guard i < end, isHexDigit(bytes[i]) else { throw error("invalid Unicode escape", at: escapeStart) }
                    value = value * 16 + hexValue(bytes[i])
                    i += 1
                }
                guard appendUTF8(value, to: &buffer) else { throw error("invalid Unicode escape", at: escapeStart) }
            }
        default:
            // `\\`, `\"`, `\#` and any other character stand for themselves.
            buffer.append(e)
        }
    }

    /// `%w[a b\ c]` / `%W[#{x} y]`: whitespace-separated words, brackets nest.
    mutating func scanWords(open: UInt8, close: UInt8, interpolate: Bool, openedAt: Int) throws -> [[LexPart]] {
        var words: [[LexPart]] = []
        var parts: [LexPart] = []
        var buffer: [UInt8] = []
        var inWord = false
        var nesting = 0
        func finishWord() {
            if !buffer.isEmpty { parts.append(.text(String(decoding: buffer, as: UTF8.self))) }
            if inWord { words.append(parts) }
            parts = []
            buffer = []
            inWord = false
        }
        while true {
            guard pos < end else { throw error("unterminated list meets end of file", at: openedAt) }
            let b = bytes[pos]
            if b == close && nesting == 0 {
                pos += 1
                finishWord()
                return words
            }
            if open != close {
                if b == open { nesting += 1 } else if b == close { nesting -= 1 }
            }
            if isWhitespace(b) {
                finishWord()
                pos += 1
                continue
            }
            inWord = true
            if b == .backslash && pos + 1 < end {
                let e = bytes[pos + 1]
                if interpolate {
                    pos += 1
                    try decodeEscape(at: &pos, into: &buffer)
                } else {
                    if !(isWhitespace(e) || e == .backslash || e == open || e == close) { buffer.append(b) }
                    buffer.append(e)
                    pos += 2
                }
                continue
            }
            if interpolate && b == .hash && byte(pos + 1) == ascii("{") {
                if !buffer.isEmpty { parts.append(.text(String(decoding: buffer, as: UTF8.self))) }
                buffer = []
                let codeEnd = try interpolationEnd(from: pos + 2, openedAt: openedAt)
                parts.append(.code(start: pos + 2, end: codeEnd))
                pos = codeEnd + 1
                continue
            }
            buffer.append(b)
            pos += 1
        }
    }
}
