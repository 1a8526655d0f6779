import Diagnostics
import Foundation

/// Maps byte offsets to 1-based line and column (columns count Unicode scalars, as `SourceLocation` says).
final class SourceMap {
    let path: String
    let bytes: [UInt8]
    /// Byte offset at which each line starts; `lineStarts[0]` is line 1.
    let lineStarts: [Int]

    /// The source's invalid UTF-8 bytes were replaced by U+FFFD (`SourceText.ruby`): the lexer
    /// refuses one in code, as Ruby refuses an invalid byte there, and lets it be in a comment.
    let replacedInvalidUTF8: Bool

    init(path: String, bytes: [UInt8], replacedInvalidUTF8: Bool = false) {
        self.path = path
        self.bytes = bytes
        self.replacedInvalidUTF8 = replacedInvalidUTF8
        lineStarts = bytes.withUnsafeBufferPointer { SourceMap.lineStarts(of: $0) }
        isASCII = bytes.withUnsafeBufferPointer { SourceMap.isASCII($0) }
    }

    /// Whether every byte is ASCII (runners nearly always are): then a column is the distance
    /// from the line start, with no characters to count.
    let isASCII: Bool

    static func isASCII(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = buffer.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var seen: UInt64 = 0
        var i = 0
        while i + 8 <= buffer.count {
            seen |= raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            i += 8
        }
        while i < buffer.count {
            seen |= UInt64(buffer[i])
            i += 1
        }
        return seen & 0x8080_8080_8080_8080 == 0
    }

    /// Every file is mapped once before parsing, so this is a pass over all its bytes: `memchr` steps
    /// over a line in a few instructions where a loop over the array's elements took several a byte.
    static func lineStarts(of buffer: UnsafeBufferPointer<UInt8>) -> [Int] {
        var starts = [0]
        guard let base = buffer.baseAddress, buffer.count > 0 else { return starts }
        // Runner lines average a few dozen bytes: one allocation for most files instead of a dozen.
        starts.reserveCapacity(buffer.count / 24 + 1)
        let end = base + buffer.count
        var from = base
        while from < end, let found = memchr(from, 0x0A, end - from) {
            let newline = UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
            starts.append(newline - base + 1)
            from = newline + 1
        }
        return starts
    }

    /// The values of the string-like literal tokens read from this source, indexed by `Token.value`
    /// (a token holding them itself would make every token copy count references).
    @exclusivity(unchecked) var tokenPayloads: [TokenPayload] = []

    /// Keeps `payload` for a token, returning its index.
    func addPayload(_ payload: TokenPayload) -> Int {
        tokenPayloads.append(payload)
        return tokenPayloads.count - 1
    }

    /// A quoted literal (quotes included) whose value is one plain text, and its payload's index.
    private struct ScannedLiteral {
        var start = 0
        var length = 0
        var payload = 0
        /// The first 8 bytes from `start` (running past the literal when it is shorter), packed.
        var firstBytes: UInt64 = 0
        /// Whether a later literal was spelled like it: such an entry is kept over one that was not.
        var reused = false
    }

    /// Where a literal starting at some offset is looked for: its first 8 bytes and its two slots.
    struct LiteralKey {
        let firstBytes: UInt64
        let slot: Int
    }

    /// Quoted literals scanned earlier, two slots per hash of their first bytes: a runner spells the
    /// same literals over and over ('README.md', an anchor line, once per callback), and the payload
    /// made the first time serves each repetition without scanning, decoding and allocating again.
    /// The second slot keeps a repeating literal from being evicted by literals seen once (each
    /// callback's own line) whose first bytes hash alike.
    @exclusivity(unchecked) private var scannedLiterals = [ScannedLiteral](repeating: ScannedLiteral(), count: 128)

    func literalKey(at start: Int) -> LiteralKey {
        bytes.withUnsafeBufferPointer { all -> LiteralKey in
            var word: UInt64 = 0
            if start + 8 <= all.count, let base = all.baseAddress {
                word = UInt64(littleEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self))
            } else {
                for k in 0..<min(all.count - start, 8) { word |= UInt64(all[start + k]) &<< UInt64(8 &* k) }
            }
            return LiteralKey(firstBytes: word, slot: Int(truncatingIfNeeded: (word &* 0x9E37_79B9_7F4A_7C15) >> 58) &* 2)
        }
    }

    /// A literal remembered under `key` that the bytes from `start` spell too, ending before `limit`.
    func earlierLiteral(_ key: LiteralKey, spelledAt start: Int, limit: Int) -> (length: Int, payload: Int)? {
        for slot in key.slot...key.slot + 1 {
            let earlier = scannedLiterals[slot]
            guard earlier.length > 0, earlier.firstBytes == key.firstBytes, start + earlier.length <= limit else { continue }
            let same = bytes.withUnsafeBufferPointer { all in
                memcmp(all.baseAddress! + earlier.start, all.baseAddress! + start, earlier.length) == 0
            }
            if same {
                scannedLiterals[slot].reused = true
                return (earlier.length, earlier.payload)
            }
        }
        return nil
    }

    /// Remembers a literal in an empty slot of `key`'s two, else over one never reused; when both
    /// were, the first goes and the second has to be reused again to stay.
    func rememberLiteral(_ key: LiteralKey, start: Int, length: Int, payload: Int) {
        var slot = key.slot
        let first = scannedLiterals[slot], second = scannedLiterals[slot + 1]
        if first.length > 0 {
            if second.length == 0 || (first.reused && !second.reused) {
                slot += 1
            } else if first.reused {
                scannedLiterals[slot + 1].reused = false
            }
        }
        scannedLiterals[slot] = ScannedLiteral(start: start, length: length, payload: payload, firstBytes: key.firstBytes)
    }

    /// The buffer string bodies with escapes are decoded into, kept from one literal to the next so
    /// that each does not allocate its own; a literal inside `#{}` finds it lent out and makes one.
    @exclusivity(unchecked) private var spareBytes: [UInt8] = []

    func borrowByteBuffer() -> [UInt8] {
        var taken: [UInt8] = []
        swap(&taken, &spareBytes)
        return taken
    }

    func returnByteBuffer(_ buffer: inout [UInt8]) {
        if !buffer.isEmpty { buffer.removeAll(keepingCapacity: true) }
        swap(&buffer, &spareBytes)
    }

    /// A string made from the source bytes `start..<end` earlier, and where it was spelt.
    private struct Spelling {
        var start = 0
        var length = -1
        /// The first (up to) 8 bytes, packed: with the length, all of a spelling of up to 8 bytes.
        var firstBytes: UInt64 = 0
        var string = ""
    }

    /// Strings made from the source, by a hash of their first bytes: a file spells the same name
    /// or literal over and over (`append_to_file` once per callback), and sharing the string made
    /// the first time saves decoding, checking and (past 15 bytes) allocating a new one each time.
    @exclusivity(unchecked) private var spellings = [Spelling](repeating: Spelling(), count: 64)

    /// Longer strings rarely repeat, and comparing them would cost what it saves.
    static let longestSharedSpelling = 64

    /// The source bytes `start..<end` as a string (invalid UTF-8 repaired, as `String(decoding:)` does).
    func string(from start: Int, to end: Int) -> String {
        let length = end - start
        guard length > 0 else { return "" }
        return bytes.withUnsafeBufferPointer { all -> String in
            guard let base = all.baseAddress, length <= SourceMap.longestSharedSpelling else {
                return String(decoding: UnsafeBufferPointer(rebasing: all[start..<end]), as: UTF8.self)
            }
            // The first (up to) 8 bytes and the length pick the slot; the bytes after the spelling do not.
            var word: UInt64 = 0
            if start + 8 <= all.count {
                word = UInt64(littleEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self))
                if length < 8 { word &= (1 &<< UInt64(8 &* length)) &- 1 }
            } else {
                for k in 0..<min(length, 8) { word |= UInt64(base[start + k]) &<< UInt64(8 &* k) }
            }
            let key = word ^ (UInt64(length) &* 0x9E37_79B9)
            let slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 58)
            // Most names are at most 8 bytes: equal packed bytes and length settle it without memcmp.
            if spellings[slot].length == length && spellings[slot].firstBytes == word
                && (length <= 8 || memcmp(base + spellings[slot].start + 8, base + start + 8, length - 8) == 0) {
                return spellings[slot].string
            }
            let made = String(decoding: UnsafeBufferPointer(rebasing: all[start..<end]), as: UTF8.self)
            spellings[slot] = Spelling(start: start, length: length, firstBytes: word, string: made)
            return made
        }
    }

    /// The line of the last lookup: tokens are asked for in order, so it is usually the answer.
    @exclusivity(unchecked) private var cachedLine = 0

    func line(of offset: Int) -> Int {
        // A node is located when it is complete, so after a `def` or a block the next lookup is a
        // few lines back (its first token) and then a few lines on again: walk there line by line.
        var c = cachedLine
        for _ in 0..<8 {
            if offset < lineStarts[c] {
                if c == 0 { break }
                c -= 1
            } else if c + 1 < lineStarts.count && offset >= lineStarts[c + 1] {
                c += 1
            } else {
                cachedLine = c
                return c + 1
            }
        }
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        cachedLine = lo
        return lo + 1
    }

    /// The column at `columnCacheOffset`: nodes on one line are located left to right, so counting
    /// resumes from the last answer instead of from the line start each time.
    @exclusivity(unchecked) private var columnCacheOffset = -1
    @exclusivity(unchecked) private var columnCacheValue = 1

    func location(of offset: Int) -> SourceLocation {
        let line = line(of: offset)
        let start = lineStarts[line - 1]
        let end = min(offset, bytes.count)
        if isASCII { return SourceLocation(file: path, line: line, column: end - start + 1) }
        var column = 1
        var i = start
        if columnCacheOffset >= start && columnCacheOffset <= end {
            // Between the line start and `offset`, so on the same line.
            column = columnCacheValue
            i = columnCacheOffset
        }
        bytes.withUnsafeBufferPointer { buffer in
            // Every node is located, so this counting runs over most of the source: eight bytes at a
            // time, each byte a character unless it is a UTF-8 continuation byte (10xxxxxx).
            if let base = buffer.baseAddress {
                let raw = UnsafeRawPointer(base)
                while i + 8 <= end {
                    let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                    let continuations = word & ~(word << 1) & 0x8080_8080_8080_8080
                    column += 8 - continuations.nonzeroBitCount
                    i += 8
                }
            }
            while i < end {
                // UTF-8 continuation bytes do not start a new character.
                if buffer[i] & 0xC0 != 0x80 { column += 1 }
                i += 1
            }
        }
        columnCacheOffset = end
        columnCacheValue = column
        return SourceLocation(file: path, line: line, column: column)
    }
}
