import Foundation

/// The template's `def` methods by name: an open-addressing table whose slots keep a digest of
/// their name beside it.
///
/// A dictionary of String keys compares the full names of the entries it probes past, and callback
/// names share long prefixes (`bench_gem_00012_callback`, `bench_gem_00013_callback`), so a look-up
/// among 1,000 callbacks cost more in string comparisons than in hashing, and each regrowth hashed
/// every name again. Here a probe past another name compares two words, a regrowth rebuilds an index
/// of words, and a name is compared only with a name of the same digest. (A Dictionary with a
/// key type of its own would do the same, but finding that key's Hashable conformance at run time
/// cost more than a small template's calls.)
///
/// Methods are only ever added or redefined, never removed, so a slot once filled stays filled.
struct MethodTable {
    /// The names and methods in the order first defined (a redefinition replaces the method in place).
    private var entryNames: [String] = []
    private var entryMethods: [DefinedMethod] = []
    /// The index over them, a power of two of slots (or none) at most half filled: per slot the digest of
    /// its entry's name, 0 for a free slot (digests are odd, never 0), and the entry's position. Plain
    /// words, so that probing retains nothing and a regrowth moves no name or method.
    private var slotDigests: [UInt64] = []
    private var slotEntries: [Int] = []

    var count: Int { entryNames.count }

    /// How many methods fit before the index grows.
    var capacity: Int { slotDigests.count / 2 }

    /// The names, in the order first defined.
    var names: [String] { entryNames }

    subscript(name: String) -> DefinedMethod? {
        guard !slotDigests.isEmpty else { return nil }
        guard case .found(let entry) = position(of: name, MethodTable.digest(of: name)) else { return nil }
        return entryMethods[entry]
    }

    /// Defines `name` (or redefines it: the latest `def` wins).
    mutating func define(_ method: DefinedMethod, named name: String) {
        let digest = MethodTable.digest(of: name)
        if !slotDigests.isEmpty, case .found(let entry) = position(of: name, digest) {
            entryMethods[entry] = method
            return
        }
        if (count + 1) * 2 > slotDigests.count { resize(toHold: count + 1) }
        guard case .free(let slot) = position(of: name, digest) else { return }
        slotDigests[slot] = digest
        slotEntries[slot] = entryNames.count
        entryNames.append(name)
        entryMethods.append(method)
    }

    mutating func reserveCapacity(_ minimumCapacity: Int) {
        if minimumCapacity > capacity { resize(toHold: minimumCapacity) }
        entryNames.reserveCapacity(minimumCapacity)
        entryMethods.reserveCapacity(minimumCapacity)
    }

    private enum Position {
        /// The name's entry.
        case found(Int)
        /// The free slot where the name would go.
        case free(Int)
    }

    /// Linear probing from the digest's slot.
    private func position(of name: String, _ digest: UInt64) -> Position {
        let mask = slotDigests.count - 1
        var slot = Int(truncatingIfNeeded: digest >> 1) & mask
        while slotDigests[slot] != 0 {
            if slotDigests[slot] == digest, MethodTable.sameName(entryNames[slotEntries[slot]], name) { return .found(slotEntries[slot]) }
            slot = (slot + 1) & mask
        }
        return .free(slot)
    }

    /// A new index of at least twice `minimumCount` slots, filled from the old one's words.
    private mutating func resize(toHold minimumCount: Int) {
        var size = max(16, slotDigests.count)
        while size < minimumCount * 2 { size *= 2 }
        let (oldDigests, oldEntries) = (slotDigests, slotEntries)
        slotDigests = [UInt64](repeating: 0, count: size)
        slotEntries = [Int](repeating: 0, count: size)
        for old in oldDigests.indices where oldDigests[old] != 0 {
            var slot = Int(truncatingIfNeeded: oldDigests[old] >> 1) & (size - 1)
            while slotDigests[slot] != 0 { slot = (slot + 1) & (size - 1) }
            slotDigests[slot] = oldDigests[old]
            slotEntries[slot] = oldEntries[old]
        }
    }

    /// `a == b` for names of the same digest: their bytes first (the standard comparison's checks cost
    /// more than comparing a callback name's bytes), then, when those differ, the standard comparison,
    /// for which canonically equivalent spellings of a non-ASCII name are equal.
    private static func sameName(_ a: String, _ b: String) -> Bool {
        let sameBytes = a.utf8.withContiguousStorageIfAvailable { x in
            b.utf8.withContiguousStorageIfAvailable { y in
                x.count == y.count && (x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0)
            }
        }
        return (sameBytes ?? nil) == true || a == b
    }

    /// A digest of the name's bytes, eight at a time (FNV-style multiply-xor), then mixed (SplitMix64's
    /// finalizer) so that the bits above the lowest, which pick the slot, depend on every byte; the lowest
    /// is set, so that no digest is 0. Names that are equal as Strings have equal digests: a non-ASCII
    /// name is digested in its composed form (NFC), the form the standard comparison compares, so that
    /// for instance the Kelvin sign and `K` meet.
    static func digest(of name: String) -> UInt64 {
        if let digest = name.utf8.withContiguousStorageIfAvailable({ asciiDigest(of: UnsafeRawBufferPointer($0)) }), let digest {
            return digest
        }
        let composed = Array(name.precomposedStringWithCanonicalMapping.utf8)
        return composed.withUnsafeBytes { mix(words(of: $0).digest) }
    }

    /// The digest of ASCII bytes; nil when a byte is not ASCII.
    private static func asciiDigest(of bytes: UnsafeRawBufferPointer) -> UInt64? {
        let (digest, highBits) = words(of: bytes)
        return highBits & 0x8080_8080_8080_8080 == 0 ? mix(digest) : nil
    }

    /// The bytes folded eight at a time, and every byte or-ed together (whose high bits tell non-ASCII).
    private static func words(of bytes: UnsafeRawBufferPointer) -> (digest: UInt64, highBits: UInt64) {
        let prime: UInt64 = 0x0000_0100_0000_01B3
        var digest: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(bytes.count)
        var highBits: UInt64 = 0
        var offset = 0
        while offset + 8 <= bytes.count {
            let word = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            highBits |= word
            digest = (digest ^ word) &* prime
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes.count {
            tail |= UInt64(bytes[offset]) << shift
            shift += 8
            offset += 1
        }
        return ((digest ^ tail) &* prime, highBits | tail)
    }

    private static func mix(_ folded: UInt64) -> UInt64 {
        var digest = (folded ^ (folded >> 30)) &* 0xBF58_476D_1CE4_E5B9
        digest = (digest ^ (digest >> 27)) &* 0x94D0_49BB_1331_11EB
        return (digest ^ (digest >> 31)) | 1
    }
}
