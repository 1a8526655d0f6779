import Foundation

/// The template's `def` methods by name: an open-addressing table whose slots keep a digest of
/// their name beside it.
///
/// A dictionary of String keys compares the full names of the entries it probes past, and callback
/// names share long prefixes (`bench_gem_00012_callback`, `bench_gem_00013_callback`), so a look-up
/// among 1,000 callbacks cost more in string comparisons than in hashing, and each regrowth hashed
/// every name again. Here a probe past another name compares two words, a regrowth moves entries by
/// their digests, and a name is compared only with a name of the same digest. (A Dictionary with a
/// key type of its own would do the same, but finding that key's Hashable conformance at run time
/// cost more than a small template's calls.)
///
/// Methods are only ever added or redefined, never removed, so a slot once filled stays filled.
struct MethodTable {
    /// Per slot: the digest of its name, 0 for a free slot (digests are made odd, never 0), then the name
    /// and the method. Apart, so that probing reads plain words and retains nothing.
    private var digests: [UInt64] = []
    private var slotNames: [String] = []
    private var methods: [DefinedMethod?] = []
    private(set) var count = 0

    /// How many methods fit before the table grows (it keeps at least half of its slots free).
    var capacity: Int { digests.count / 2 }

    /// The names, in no particular order (as a dictionary's keys).
    var names: [String] { digests.indices.filter { digests[$0] != 0 }.map { slotNames[$0] } }

    subscript(name: String) -> DefinedMethod? {
        guard !digests.isEmpty else { return nil }
        guard case .found(let slot) = position(of: name, MethodTable.digest(of: name)) else { return nil }
        return methods[slot]
    }

    /// Defines `name` (or redefines it: the latest `def` wins).
    mutating func define(_ method: DefinedMethod, named name: String) {
        let digest = MethodTable.digest(of: name)
        if !digests.isEmpty, case .found(let slot) = position(of: name, digest) {
            methods[slot] = method
            return
        }
        if (count + 1) * 2 > digests.count { resize(toHold: count + 1) }
        guard case .free(let slot) = position(of: name, digest) else { return }
        digests[slot] = digest
        slotNames[slot] = name
        methods[slot] = method
        count += 1
    }

    mutating func reserveCapacity(_ minimumCapacity: Int) {
        if minimumCapacity > capacity { resize(toHold: minimumCapacity) }
    }

    private enum Position {
        case found(Int)
        case free(Int)
    }

    /// Linear probing from the digest's slot: the slot of that name, or the free slot where it would go.
    private func position(of name: String, _ digest: UInt64) -> Position {
        let mask = digests.count - 1
        var slot = Int(truncatingIfNeeded: digest >> 1) & mask
        while digests[slot] != 0 {
            if digests[slot] == digest, MethodTable.sameName(slotNames[slot], name) { return .found(slot) }
            slot = (slot + 1) & mask
        }
        return .free(slot)
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

    private mutating func resize(toHold minimumCount: Int) {
        var size = max(16, digests.count)
        while size < minimumCount * 2 { size *= 2 }
        let (oldDigests, oldNames, oldMethods) = (digests, slotNames, methods)
        digests = [UInt64](repeating: 0, count: size)
        slotNames = [String](repeating: "", count: size)
        methods = [DefinedMethod?](repeating: nil, count: size)
        for old in oldDigests.indices where oldDigests[old] != 0 {
            var slot = Int(truncatingIfNeeded: oldDigests[old] >> 1) & (size - 1)
            while digests[slot] != 0 { slot = (slot + 1) & (size - 1) }
            digests[slot] = oldDigests[old]
            slotNames[slot] = oldNames[old]
            methods[slot] = oldMethods[old]
        }
    }

    /// A digest of the name's bytes, eight at a time (FNV-style multiply-xor), then mixed (SplitMix64's
    /// finalizer) so that the bits above the lowest, which pick the slot, depend on every byte; the lowest
    /// is set, so that no digest is 0. Names that are equal as Strings have equal digests: a non-ASCII
    /// name is digested in its composed form (NFC), the form the standard comparison compares, so that
    /// for instance the Kelvin sign and `K` meet.
    static func digest(of name: String) -> UInt64 {
        let ascii = name.utf8.withContiguousStorageIfAvailable { bytes -> UInt64? in
            let raw = UnsafeRawBufferPointer(bytes)
            return raw.contains(where: { $0 >= 0x80 }) ? nil : digest(of: raw)
        }
        if let ascii, let digest = ascii { return digest }
        return Array(name.precomposedStringWithCanonicalMapping.utf8).withUnsafeBytes { digest(of: $0) }
    }

    private static func digest(of bytes: UnsafeRawBufferPointer) -> UInt64 {
        let prime: UInt64 = 0x0000_0100_0000_01B3
        var digest: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(bytes.count)
        var offset = 0
        while offset + 8 <= bytes.count {
            digest = (digest ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* prime
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes.count {
            tail |= UInt64(bytes[offset]) << shift
            shift += 8
            offset += 1
        }
        digest = (digest ^ tail) &* prime
        digest = (digest ^ (digest >> 30)) &* 0xBF58_476D_1CE4_E5B9
        digest = (digest ^ (digest >> 27)) &* 0x94D0_49BB_1331_11EB
        return (digest ^ (digest >> 31)) | 1
    }
}
