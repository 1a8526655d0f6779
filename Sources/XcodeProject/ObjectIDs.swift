/// New object IDs in Xcode's shape: 24 upper-case hex digits (96 bits).
///
/// They are derived from what the object is (its kind, path, group and target) so that the same
/// edit of the same file gives the same IDs — tests can compare output byte for byte — and a
/// counter is mixed in until the ID is taken by nothing else in the file.
struct ObjectIDs {
    var taken: Set<String>

    mutating func make(_ parts: String...) -> String {
        let seed = parts.joined(separator: "\u{1F}")
        var attempt = 0
        while true {
            let first = Self.fnv1a("bootstrap\u{1F}\(attempt)\u{1F}" + seed)
            let second = Self.fnv1a("\(seed)\u{1F}\(attempt)\u{1F}pbxproj")
            let id = Self.hex(first, digits: 16) + Self.hex(second >> 32, digits: 8)
            if !taken.contains(id) {
                taken.insert(id)
                return id
            }
            attempt += 1
        }
    }

    /// 64-bit FNV-1a: stable across runs and platforms (Swift's `Hasher` is seeded per process).
    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    private static func hex(_ value: UInt64, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
