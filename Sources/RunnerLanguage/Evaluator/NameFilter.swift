/// A set of names that may answer "maybe" for a name it does not hold, but never "no" for one it
/// does: a bit per (length, first byte, last byte) class, found without hashing the name's bytes.
/// Names are never removed (a stale bit only costs the lookup it would have saved).
struct NameFilter {
    private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    /// Which of the 256 bits stands for `name`.
    /// Reads the bytes in place where it can (`utf8.first` and `utf8.last` cost more than the rest
    /// together); the same name gets the same bit either way.
    private static func bit(_ name: String) -> Int {
        if let bit = name.utf8.withContiguousStorageIfAvailable({ bit(count: $0.count, first: $0.first, last: $0.last) }) {
            return bit
        }
        let utf8 = name.utf8
        return bit(count: utf8.count, first: utf8.first, last: utf8.last)
    }

    @inline(__always) private static func bit(count: Int, first: UInt8?, last: UInt8?) -> Int {
        (count &* 37 &+ Int(first ?? 0) &* 7 &+ Int(last ?? 0)) & 255
    }

    private func word(_ index: Int) -> UInt64 {
        switch index {
        case 0: return words.0
        case 1: return words.1
        case 2: return words.2
        default: return words.3
        }
    }

    mutating func insert(_ name: String) {
        let bit = NameFilter.bit(name)
        let mask: UInt64 = 1 << UInt64(bit & 63)
        switch bit >> 6 {
        case 0: words.0 |= mask
        case 1: words.1 |= mask
        case 2: words.2 |= mask
        default: words.3 |= mask
        }
    }

    func mayContain(_ name: String) -> Bool {
        let bit = NameFilter.bit(name)
        return word(bit >> 6) & (1 << UInt64(bit & 63)) != 0
    }
}
