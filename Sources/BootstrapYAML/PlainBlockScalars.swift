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
            // Only a blank or a colon can end the scalar: the bytes before the first of them in the
            // next eight (all eight when there is none) belong to it, and are skipped in one step.
            if i + 8 <= contentEnd {
                let word = UnsafeRawPointer(bytes.baseAddress! + i).loadUnaligned(as: UInt64.self)
                let stops = Self.bytesEqual(word, 0x20) | Self.bytesEqual(word, UInt8(ascii: ":"))
                let before = stops.trailingZeroBitCount / 8
                if before > 0 {
                    i += before
                    end = i
                    continue
                }
            }
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
        // Most scalars of a config are short and ASCII: such a string is built in place as a small
        // string, which checks ASCII with two masks instead of validating UTF-8 byte by byte
        // (`String(decoding:)` does that for every text, though these bytes are validated already).
        if lineIsASCII, range.count <= Self.smallStringCapacity {
            return String(unsafeUninitializedCapacity: range.count) { buffer in
                _ = buffer.initialize(fromContentsOf: UnsafeBufferPointer(rebasing: bytes[range]))
                return range.count
            }
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// The most UTF-8 bytes a string holds inline, without a heap allocation (on 64-bit platforms).
    static let smallStringCapacity = 15

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

    /// A hash of a key's bytes, eight at a time (a multiply and a rotate per word; the duplicate
    /// check needs nothing more, since equal hashes give up rather than decide). Keys beyond ASCII
    /// are given up on: `String` equality, which the duplicate check stands for, is canonical
    /// equivalence (U+212A KELVIN SIGN equals `K`), not bytes.
    private func keyHash(_ range: Range<Int>, keyStart: Int, colon: Int) throws -> UInt64 {
        if colon - keyStart > Self.maximumKeyBytes { throw Unsupported() }
        let highs: UInt64 = 0x8080_8080_8080_8080
        var hash = 0xcbf2_9ce4_8422_2325 ^ UInt64(truncatingIfNeeded: range.count)
        var i = range.lowerBound
        while i < range.upperBound {
            var word: UInt64
            let remaining = range.upperBound - i
            if i + 8 <= bytes.count {
                word = UnsafeRawPointer(bytes.baseAddress! + i).loadUnaligned(as: UInt64.self)
                // Past the key's last byte (the `:` and what follows): masked off.
                if remaining < 8 { word &= (1 &<< (8 * UInt64(remaining))) &- 1 }
            } else {
                // The file's last few bytes, read one by one: a word load would run past the buffer.
                word = 0
                for k in 0..<remaining { word |= UInt64(bytes[i + k]) &<< (8 * UInt64(k)) }
            }
            if word & highs != 0 { throw Unsupported() }
            hash = ((hash &<< 5) | (hash &>> 59)) ^ word
            hash = hash &* 0x9E37_79B9_7F4A_7C15
            i += 8
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
