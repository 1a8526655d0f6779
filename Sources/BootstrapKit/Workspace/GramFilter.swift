import Foundation

/// A Bloom filter of the 8-byte substrings ("grams") of a text, so that "does the text contain
/// this line?" — asked by every `append_to_file`/`inject_into_file` before it writes (Thor's
/// `content.include?(replacement)`) — is answered "no" from the needle alone, without scanning a
/// file that thousands of edits have made large. It never answers "no" wrongly: a text holding the
/// needle holds each of its grams. "Maybe" falls back to a scan.
///
/// Edits only add grams (those around the inserted bytes); grams that an insertion split apart
/// stay set, which can only turn a "no" into a "maybe", never the reverse.
///
/// It grows in layers: when the newest layer holds as many grams as it was sized for, a larger
/// one takes the grams that follow, and a gram is present when any layer has it. Rebuilding one
/// larger filter instead would hash the whole text again at every growth.
final class GramFilter {
    static let gramLength = 8

    /// One bit array, sized for `capacity` grams at 32 bits each, so a needle of a few new grams
    /// is almost never a false "maybe" even with every layer consulted. Raw memory (freed in
    /// `deinit`): the loops below read it without retaining an array per gram.
    private struct Layer {
        let words: UnsafeMutablePointer<UInt64>
        /// The layer has `1 << (64 - shift)` bits; a gram's bit is its hash's top bits (`bit(of:)`).
        let shift: UInt64
        var added = 0

        init(expectedGrams: Int) {
            var size = 1 << 16
            var shift: UInt64 = 64 - 16
            while size < expectedGrams * 32 {
                size <<= 1
                shift -= 1
            }
            self.shift = shift
            // calloc, not allocate and initialize: the layers of a file that thousands of edits
            // grow reach megabytes, which calloc takes as pages the system hands out zeroed,
            // while initializing stored every word (a tenth of all edits' cost at 10,000 gems).
            // It is nil only out of memory, where `allocate` would stop the program too.
            words = calloc(size / 64, MemoryLayout<UInt64>.stride)!.bindMemory(to: UInt64.self, capacity: size / 64)
        }

        var isCrowded: Bool { added * 32 > 1 << (64 - shift) }

        /// The bit of a gram whose hash is `hash`: the hash's top bits, which every bit of the
        /// gram reaches (the multiply carries only upwards, so lower bits would not depend on the
        /// gram's last bytes, and grams differing only there would share a bit).
        func bit(of hash: UInt64) -> Int { Int(truncatingIfNeeded: hash &>> shift) }
    }

    /// Oldest first; the last one takes new grams.
    private var layers: [Layer]

    /// A filter sized for about `expectedGrams` grams to begin with.
    init(expectedGrams: Int) {
        layers = [Layer(expectedGrams: expectedGrams)]
    }

    deinit {
        for layer in layers { free(layer.words) }
    }

    /// How many layers the filter has grown to.
    var layerCount: Int { layers.count }

    /// Makes room when the newest layer is full: a new layer sized for `expectedGrams` more.
    func makeRoom(expectedGrams: Int) {
        guard layers[layers.count - 1].isCrowded else { return }
        layers.append(Layer(expectedGrams: expectedGrams))
    }

    /// The last 8 bytes fed to `addGrams(_:rolling:)`, carried from one piece of text to the next.
    struct Rolling {
        var gram: UInt64 = 0
        var fed = 0
    }

    /// Adds the grams that end in `bytes`, the text fed before them (piece after piece, in order)
    /// carried in `rolling`: one text split at a gap adds the grams that straddle the split.
    func addGrams(_ bytes: UnsafeBufferPointer<UInt8>, rolling: inout Rolling) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        var gram = rolling.gram
        var index = 0
        // The first bytes only complete the first gram.
        while rolling.fed + index < Self.gramLength - 1 && index < bytes.count {
            gram = (gram &>> 8) | (UInt64(base[index]) &<< 56)
            index += 1
        }
        let newest = layers.count - 1
        let layer = layers[newest]
        layers[newest].added += bytes.count - index
        while index < bytes.count {
            gram = (gram &>> 8) | (UInt64(base[index]) &<< 56)
            let bit = layer.bit(of: Self.hash(gram))
            layer.words[bit &>> 6] |= 1 &<< UInt64(truncatingIfNeeded: bit)
            index += 1
        }
        rolling.gram = gram
        rolling.fed += bytes.count
    }

    /// Adds every gram of `bytes`.
    func addGrams(of bytes: UnsafeBufferPointer<UInt8>) {
        var rolling = Rolling()
        addGrams(bytes, rolling: &rolling)
    }

    /// Whether every gram of `needle` is in the filter. A needle shorter than a gram has none, so
    /// it may always be contained.
    ///
    /// The answer does not depend on the order the grams are asked in, so they are asked in two
    /// passes: first every `probeStride`-th gram from the last one back, then the others. A line
    /// not yet in the text usually differs from the lines that are only in a stretch (a name, a
    /// number) whose grams are all new; a run of `probeStride` or more new grams always holds a
    /// probe, so such a needle is answered "no" after a few probes instead of after every gram
    /// before that stretch. Each gram is read straight from the needle (`gram(at:)`), which
    /// random order needs and which costs no rolling of the bytes before it.
    func mayContain(_ needle: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = needle.baseAddress, needle.count >= Self.gramLength else { return true }
        let lastStart = needle.count - Self.gramLength
        return layers.withUnsafeBufferPointer { layers -> Bool in
            var start = lastStart
            while start >= 0 {
                if !Self.isPresent(Self.gram(at: base + start), in: layers) { return false }
                start -= Self.probeStride
            }
            for offset in 1..<Self.probeStride {
                var start = lastStart - offset
                while start >= 0 {
                    if !Self.isPresent(Self.gram(at: base + start), in: layers) { return false }
                    start -= Self.probeStride
                }
            }
            return true
        }
    }

    /// How far apart the first pass of `mayContain` probes: a new stretch of 4 or more bytes with
    /// its neighbours makes at least that many new grams in a row.
    private static let probeStride = 4

    /// The gram of the 8 bytes at `bytes`, as `addGrams` rolls it: the first byte lowest.
    private static func gram(at bytes: UnsafePointer<UInt8>) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(bytes).loadUnaligned(as: UInt64.self))
    }

    /// Whether some layer has the gram's bit. The oldest layer first: it holds the grams a needle
    /// shares with the text it was first given, which most of a needle's grams are.
    private static func isPresent(_ gram: UInt64, in layers: UnsafeBufferPointer<Layer>) -> Bool {
        let hash = hash(gram)
        for layer in layers {
            let bit = layer.bit(of: hash)
            if layer.words[bit &>> 6] & (1 &<< UInt64(truncatingIfNeeded: bit)) != 0 { return true }
        }
        return false
    }

    /// Fibonacci hashing: the multiply spreads all 64 bits into the high ones we keep.
    private static func hash(_ gram: UInt64) -> UInt64 {
        gram &* 0x9E37_79B9_7F4A_7C15
    }
}
