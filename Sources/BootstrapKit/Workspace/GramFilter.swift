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
        let mask: Int
        var added = 0

        init(expectedGrams: Int) {
            var size = 1 << 16
            while size < expectedGrams * 32 { size <<= 1 }
            words = .allocate(capacity: size / 64)
            words.initialize(repeating: 0, count: size / 64)
            mask = size - 1
        }

        var isCrowded: Bool { added * 32 > mask + 1 }
    }

    /// Oldest first; the last one takes new grams.
    private var layers: [Layer]

    /// A filter sized for about `expectedGrams` grams to begin with.
    init(expectedGrams: Int) {
        layers = [Layer(expectedGrams: expectedGrams)]
    }

    deinit {
        for layer in layers { layer.words.deallocate() }
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
        let (words, mask) = (layers[newest].words, layers[newest].mask)
        layers[newest].added += bytes.count - index
        while index < bytes.count {
            gram = (gram &>> 8) | (UInt64(base[index]) &<< 56)
            let bit = Self.slot(gram) & mask
            words[bit &>> 6] |= 1 &<< UInt64(truncatingIfNeeded: bit)
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
    func mayContain(_ needle: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = needle.baseAddress, needle.count >= Self.gramLength else { return true }
        return layers.withUnsafeBufferPointer { layers -> Bool in
            // The oldest layer first, outside the loop: it holds the grams a needle shares with
            // the text it was first given, which most of a needle's grams are.
            let (oldest, oldestMask) = (layers[0].words, layers[0].mask)
            var gram: UInt64 = 0
            for index in 0..<needle.count {
                gram = (gram &>> 8) | (UInt64(base[index]) &<< 56)
                guard index >= Self.gramLength - 1 else { continue }
                let slot = Self.slot(gram)
                let bit = slot & oldestMask
                if oldest[bit &>> 6] & (1 &<< UInt64(truncatingIfNeeded: bit)) != 0 { continue }
                var found = false
                for layer in layers.indices.dropFirst() {
                    let bit = slot & layers[layer].mask
                    if layers[layer].words[bit &>> 6] & (1 &<< UInt64(truncatingIfNeeded: bit)) != 0 {
                        found = true
                        break
                    }
                }
                if !found { return false }
            }
            return true
        }
    }

    /// Fibonacci hashing: the multiply spreads all 64 bits into the high ones we keep.
    private static func slot(_ gram: UInt64) -> Int {
        Int(truncatingIfNeeded: (gram &* 0x9E37_79B9_7F4A_7C15) &>> 32)
    }
}
