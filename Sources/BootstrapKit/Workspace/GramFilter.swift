/// A Bloom filter of the 8-byte substrings ("grams") of a text, so that "does the text contain
/// this line?" — asked by every `append_to_file`/`inject_into_file` before it writes (Thor's
/// `content.include?(replacement)`) — is answered "no" from the needle alone, without scanning a
/// file that thousands of edits have made large. It never answers "no" wrongly: a text holding the
/// needle holds each of its grams. "Maybe" falls back to a scan.
///
/// Edits only add grams (those around the inserted bytes); grams that an insertion split apart
/// stay set, which can only turn a "no" into a "maybe", never the reverse.
struct GramFilter {
    static let gramLength = 8

    private var bits: [UInt64]
    private var mask: Int
    /// How many grams were added since the filter was sized, to resize before it fills up.
    private(set) var added = 0

    /// A filter sized for about `expectedGrams` grams (at least 32 bits per gram, so a needle of a
    /// few new grams is almost never a false "maybe").
    init(expectedGrams: Int) {
        var size = 1 << 16
        while size < expectedGrams * 32 { size <<= 1 }
        bits = [UInt64](repeating: 0, count: size / 64)
        mask = size - 1
    }

    /// Whether more grams than the filter was sized for have been added.
    var isCrowded: Bool { added * 32 > mask + 1 }

    mutating func add(gram: UInt64) {
        let bit = Self.slot(gram) & mask
        bits[bit >> 6] |= 1 << UInt64(bit & 63)
        added += 1
    }

    /// Adds every gram of the `count` bytes that `byte` gives (index 0 first), each gram made from
    /// the last by shifting in one byte, with the bits written through one pointer.
    mutating func addGrams(count: Int, byte: (Int) -> UInt8) {
        guard count >= Self.gramLength else { return }
        let mask = self.mask
        bits.withUnsafeMutableBufferPointer { words in
            var gram: UInt64 = 0
            for index in 0..<count {
                gram = (gram >> 8) | (UInt64(byte(index)) << 56)
                guard index >= Self.gramLength - 1 else { continue }
                let bit = Self.slot(gram) & mask
                words[bit >> 6] |= 1 << UInt64(bit & 63)
            }
        }
        added += count - Self.gramLength + 1
    }

    func mayContain(gram: UInt64) -> Bool {
        let bit = Self.slot(gram) & mask
        return bits[bit >> 6] & (1 << UInt64(bit & 63)) != 0
    }

    /// Whether every gram of `needle` is in the filter. A needle shorter than a gram has none, so
    /// it may always be contained.
    func mayContain(_ needle: UnsafeBufferPointer<UInt8>) -> Bool {
        guard needle.count >= Self.gramLength else { return true }
        let mask = self.mask
        return bits.withUnsafeBufferPointer { words -> Bool in
            var gram: UInt64 = 0
            for index in 0..<needle.count {
                gram = (gram >> 8) | (UInt64(needle[index]) << 56)
                guard index >= Self.gramLength - 1 else { continue }
                let bit = Self.slot(gram) & mask
                if words[bit >> 6] & (1 << UInt64(bit & 63)) == 0 { return false }
            }
            return true
        }
    }

    /// Fibonacci hashing: the multiply spreads all 64 bits into the high ones we keep.
    private static func slot(_ gram: UInt64) -> Int {
        Int(truncatingIfNeeded: (gram &* 0x9E37_79B9_7F4A_7C15) >> 32)
    }
}
