// Fixed spellings recognised by direct byte comparison: keywords and operators are looked up for
// nearly every token, and hashing each candidate string was the lexer's largest cost.

extension Lexer {
    /// The first 8 bytes of `from..<to` packed as `Token.pack` packs a spelling, without making a
    /// slice of the source (which counts a reference to it) for every word and operator.
    /// Away from the end of the source that is one load and a mask (a byte-by-byte loop cost as
    /// much again as the keyword switch).
    @inline(__always) func packed(from start: Int, to stop: Int) -> UInt64 {
        let length = stop - start
        if start >= 0 && start + 8 <= bytes.count {
            let word = UInt64(littleEndian: bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: start, as: UInt64.self) })
            return length >= 8 ? word : word & ((1 &<< UInt64(truncatingIfNeeded: 8 &* max(length, 0))) &- 1)
        }
        var value: UInt64 = 0
        var k = start
        let last = min(stop, start + 8)
        while k < last {
            value |= UInt64(bytes[k]) &<< UInt64(truncatingIfNeeded: 8 &* (k - start))
            k += 1
        }
        return value
    }

    /// The packed spelling of the word `from..<to` when it is a keyword, else nil. Identifier bytes
    /// are never 0, so for words of up to 8 bytes the packed integer tells the spelling (length
    /// included) and one switch settles it.
    func keywordCode(from start: Int, to stop: Int) -> UInt64? {
        let length = stop - start
        if length == 12 {
            return matches("__ENCODING__", at: start) ? packed(from: start, to: stop) : nil
        }
        guard length >= 2 && length <= 8 else { return nil }
        let code = packed(from: start, to: stop)
        switch code {
        case Token.pack("alias"), Token.pack("and"), Token.pack("begin"), Token.pack("BEGIN"), Token.pack("break"),
             Token.pack("case"), Token.pack("class"), Token.pack("def"), Token.pack("defined?"), Token.pack("do"),
             Token.pack("else"), Token.pack("elsif"), Token.pack("end"), Token.pack("END"), Token.pack("ensure"),
             Token.pack("false"), Token.pack("for"), Token.pack("if"), Token.pack("in"), Token.pack("module"),
             Token.pack("next"), Token.pack("nil"), Token.pack("not"), Token.pack("or"), Token.pack("redo"),
             Token.pack("rescue"), Token.pack("retry"), Token.pack("return"), Token.pack("self"), Token.pack("super"),
             Token.pack("then"), Token.pack("true"), Token.pack("undef"), Token.pack("unless"), Token.pack("until"),
             Token.pack("when"), Token.pack("while"), Token.pack("yield"), Token.pack("__FILE__"), Token.pack("__LINE__"):
            return code
        default:
            return nil
        }
    }

    func isKeyword(from start: Int, to end: Int) -> Bool { keywordCode(from: start, to: end) != nil }

    /// How many bytes the longest operator or punctuation spelling starting at `i` takes, or nil
    /// (a width, not the spelling: the token packs its bytes itself, and a string made and
    /// released for every operator cost more than the switch).
    func operatorWidth(at i: Int) -> Int? {
        let c = byte(i + 1), d = byte(i + 2)
        switch bytes[i] {
        case ascii("*"):
            if c == ascii("*") { return d == ascii("=") ? 3 : 2 }
            return c == ascii("=") ? 2 : 1
        case ascii("<"):
            if c == ascii("=") { return d == ascii(">") ? 3 : 2 }
            if c == ascii("<") { return d == ascii("=") ? 3 : 2 }
            return 1
        case ascii(">"):
            if c == ascii("=") { return 2 }
            if c == ascii(">") { return d == ascii("=") ? 3 : 2 }
            return 1
        case ascii("="):
            if c == ascii("=") { return d == ascii("=") ? 3 : 2 }
            if c == ascii("~") { return 2 }
            if c == ascii(">") { return 2 }
            return 1
        case ascii("!"):
            if c == ascii("=") { return 2 }
            if c == ascii("~") { return 2 }
            return 1
        case ascii("&"):
            if c == ascii("&") { return d == ascii("=") ? 3 : 2 }
            if c == ascii("=") { return 2 }
            if c == ascii(".") { return 2 }
            return 1
        case ascii("|"):
            if c == ascii("|") { return d == ascii("=") ? 3 : 2 }
            return c == ascii("=") ? 2 : 1
        case ascii("."):
            if c == ascii(".") { return d == ascii(".") ? 3 : 2 }
            return 1
        case ascii(":"): return c == ascii(":") ? 2 : 1
        case ascii("-"):
            if c == ascii(">") { return 2 }
            return c == ascii("=") ? 2 : 1
        case ascii("+"): return c == ascii("=") ? 2 : 1
        case ascii("/"): return c == ascii("=") ? 2 : 1
        case ascii("%"): return c == ascii("=") ? 2 : 1
        case ascii("^"): return c == ascii("=") ? 2 : 1
        case ascii("~"): return 1
        case ascii("?"): return 1
        case ascii(","): return 1
        case ascii(";"): return 1
        case ascii("("): return 1
        case ascii(")"): return 1
        case ascii("["): return 1
        case ascii("]"): return 1
        case ascii("{"): return 1
        case ascii("}"): return 1
        default: return nil
        }
    }
}
