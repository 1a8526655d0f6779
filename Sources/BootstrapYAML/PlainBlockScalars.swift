/// The scalars of `PlainBlockParser`: plain ones as libyaml scans them in block context, and
/// quoted ones on one line (single-quoted with `''`, double-quoted without any backslash).
extension PlainBlockParser {
    /// The scalar at `start`. When a `:` follows (it is a key), `afterKey` is set just past the
    /// colon and `keyHash` to its text's hash; otherwise `afterKey` is nil.
    mutating func scalar(at start: Int) throws -> Scalar {
        let first = bytes[start]
        switch first {
        case UInt8(ascii: "'"): return try quoted(at: start, style: .singleQuoted)
        case UInt8(ascii: "\""): return try quoted(at: start, style: .doubleQuoted)
        case UInt8(ascii: "-"), UInt8(ascii: "?"), UInt8(ascii: ":"):
            // Indicators when a blank follows (`- `, `? `, `: `), else the start of a plain scalar.
            if isBlankOrEnd(start + 1) { throw Unsupported() }
        case UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"),
            UInt8(ascii: "#"), UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"), UInt8(ascii: "|"),
            UInt8(ascii: ">"), UInt8(ascii: "%"), UInt8(ascii: "@"), UInt8(ascii: "`"):
            throw Unsupported()
        default:
            break
        }
        // A plain scalar ends at `: ` (a key), at ` #` (a comment) or at the line's end, without
        // its trailing blanks; blanks inside it are kept as written.
        var i = start
        var end = start
        var colon: Int?
        while i < contentEnd {
            let b = bytes[i]
            if b == 0x20 {
                if i + 1 < contentEnd, bytes[i + 1] == UInt8(ascii: "#") { break }
            } else if b == UInt8(ascii: ":"), isBlankOrEnd(i + 1) {
                colon = i
                break
            } else {
                end = i + 1
            }
            i += 1
        }
        if let colon {
            keyHash = try keyHash(start..<end, keyStart: start, colon: colon)
            afterKey = colon + 1
        } else {
            afterKey = nil
        }
        return Scalar(text: text(start..<end), style: .plain, mark: mark(start))
    }

    private mutating func quoted(at start: Int, style: ScalarStyle) throws -> Scalar {
        let quoted = try quotedScalar(at: start, style: style)
        let content = start + 1..<quoted.closingQuote
        var after = quoted.closingQuote + 1
        while after < contentEnd, bytes[after] == 0x20 { after += 1 }
        if after == contentEnd || bytes[after] == UInt8(ascii: "#") {
            afterKey = nil
        } else {
            guard bytes[after] == UInt8(ascii: ":"), isBlankOrEnd(after + 1), !quoted.hadDoubledQuote else {
                throw Unsupported()
            }
            keyHash = try keyHash(content, keyStart: start, colon: after)
            afterKey = after + 1
        }
        return quoted.scalar
    }

    /// A quoted scalar closed on its line, and where its closing quote is.
    func quotedScalar(at start: Int, style: ScalarStyle) throws -> (scalar: Scalar, closingQuote: Int, hadDoubledQuote: Bool) {
        let quote = bytes[start]
        var i = start + 1
        var hasDoubledQuote = false
        while true {
            // No closing quote on this line: a multi-line scalar, or an error.
            guard i < contentEnd else { throw Unsupported() }
            let b = bytes[i]
            if b == quote {
                guard style == .singleQuoted, i + 1 < contentEnd, bytes[i + 1] == quote else { break }
                hasDoubledQuote = true
                i += 2
                continue
            }
            if b == UInt8(ascii: "\\"), style == .doubleQuoted { throw Unsupported() }
            i += 1
        }
        let content = start + 1..<i
        let text = hasDoubledQuote ? undoubledQuotes(content) : text(content)
        return (Scalar(text: text, style: style, mark: mark(start)), i, hasDoubledQuote)
    }

    func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// A single-quoted scalar's text, each `''` read as one `'`.
    private func undoubledQuotes(_ range: Range<Int>) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(range.count)
        var i = range.lowerBound
        while i < range.upperBound {
            result.append(bytes[i])
            i += bytes[i] == UInt8(ascii: "'") ? 2 : 1
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// FNV-1a of a key's bytes. Keys beyond ASCII are given up on: `String` equality, which the
    /// duplicate check uses, is canonical equivalence (U+212A KELVIN SIGN equals `K`), not bytes.
    private func keyHash(_ range: Range<Int>, keyStart: Int, colon: Int) throws -> UInt64 {
        if colon - keyStart > Self.maximumKeyBytes { throw Unsupported() }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for i in range {
            let b = bytes[i]
            if b >= 0x80 { throw Unsupported() }
            hash = (hash ^ UInt64(b)) &* 0x100_0000_01b3
        }
        return hash
    }
}

/// The keys of every mapping read so far in one open-addressing table, each as its text's hash
/// mixed with the mapping's number: a duplicate check is a multiply and a probe or two, where a
/// `Set` per mapping cost a `Hasher` run and an allocation. Equal values give up rather than
/// compare texts: a rare collision only costs the slower path.
struct KeyTable {
    private var slots: [UInt64]
    private var count = 0

    /// Sized for a file of `byteCount` bytes with a key every 8 bytes or more (a config has one
    /// every 20 to 30), so that growing, which rehashes every key, is rare.
    init(byteCount: Int) {
        var size = 64
        while size < byteCount / 16 { size *= 2 }
        slots = [UInt64](repeating: 0, count: size)
    }

    /// Records a key of mapping number `mapping`; false when that mapping may already have it.
    mutating func insert(_ textHash: UInt64, mapping: Int) -> Bool {
        if 2 * (count + 1) > slots.count { grow() }
        return insertNew((textHash ^ (UInt64(truncatingIfNeeded: mapping) &* 0x9E37_79B9_7F4A_7C15)) | 1)
    }

    private mutating func insertNew(_ value: UInt64) -> Bool {
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: (value &* 0xBF58_476D_1CE4_E5B9) >> 40) & mask
        while slots[index] != 0 {
            if slots[index] == value { return false }
            index = (index + 1) & mask
        }
        slots[index] = value
        count += 1
        return true
    }

    private mutating func grow() {
        let old = slots
        slots = [UInt64](repeating: 0, count: 2 * old.count)
        count = 0
        for value in old where value != 0 { _ = insertNew(value) }
    }
}
