import Foundation

/// A text file's bytes while `insert_into_file`/`append_to_file` edit it again and again (a
/// template's callbacks, once per gem). Each such edit used to search and rebuild the whole file,
/// so thousands of them were quadratic; here an edit costs about the bytes it inserts:
/// - a gap buffer: repeated insertions at one place (after an anchor) and appends move no bytes;
/// - the positions of each literal anchor searched so far, kept up to date across insertions;
/// - a `GramFilter`, so "is this text already there?" is answered without a scan when it is not.
/// It holds the file's text in the workspace (`Workspace.hold`) between edits; anything else that
/// reads the file gets the text rendered once.
final class TextEditBuffer: TextFileHolder {
    private var storage: [UInt8]
    private var gapStart: Int
    private var gapEnd: Int
    private let filter: GramFilter
    /// Every occurrence (overlapping ones included), in order, of each anchor looked up so far.
    private var anchors: [KnownAnchor] = []
    /// Anchor text → its index in `anchors`, once there are more than a few: a callback injects
    /// after one or two anchors, found by comparing the text (a few words of memory) instead of
    /// hashing it.
    private var anchorIndex: [String: Int] = [:]
    private static let anchorsComparedDirectly = 4
    /// The text between two offsets made contiguous across the gap, for `updateStarts`.
    private var window: [UInt8] = []

    private struct KnownAnchor {
        let text: String
        let bytes: [UInt8]
        /// The Horspool table of `bytes`, made once: the anchor is searched for around every
        /// insertion (`updateStarts`).
        let skips: [Int]
        var starts: [Int]
    }

    /// The workspace was told (`holderChanged`) that this buffer changed the file. A buffer holds
    /// one file once (a new hold makes a new buffer), so telling it again would change nothing.
    var changeReported = false

    init(text: String) {
        storage = Array(text.utf8)
        gapStart = storage.count
        gapEnd = storage.count
        filter = GramFilter(expectedGrams: storage.count)
        addAllGrams()
    }

    /// The text's length in bytes.
    var count: Int { storage.count - (gapEnd - gapStart) }

    var currentText: String {
        moveGap(to: count)
        return String(decoding: storage[0..<count], as: UTF8.self)
    }

    /// Whether the text contains `needle` (Thor's `content.include?`), compared byte for byte.
    func contains(_ needle: String) -> Bool {
        var needle = needle
        return needle.withUTF8 { pin -> Bool in
            if pin.isEmpty { return true }
            if pin.count > count || !filter.mayContain(pin) { return false }
            return !starts(of: ByteSearch(pin), overlapping: false, stopAtFirst: true).isEmpty
        }
    }

    /// The byte offsets where a literal `anchor` matches, leftmost first and not overlapping — the
    /// matches a regexp of the escaped anchor finds (`gsub`). `anchor` must not be empty.
    func matches(of anchor: String) -> [Int] {
        let position: Int
        if let known = knownAnchor(anchor) {
            position = known
        } else {
            let bytes = Array(anchor.utf8)
            guard !bytes.isEmpty else { return [] }
            let (all, skips) = bytes.withUnsafeBufferPointer { key in
                let skips = ByteSearch.skips(for: key)
                return (starts(of: ByteSearch(key, skips: skips), overlapping: true, stopAtFirst: false), skips)
            }
            anchors.append(KnownAnchor(text: anchor, bytes: bytes, skips: skips, starts: all))
            position = anchors.count - 1
            if anchors.count > Self.anchorsComparedDirectly {
                if anchorIndex.isEmpty {
                    for (index, earlier) in anchors.enumerated() { anchorIndex[earlier.text] = index }
                } else {
                    anchorIndex[anchor] = anchors.count - 1
                }
            }
        }
        // Only the starts are taken out of the anchor: copying all of it would retain each of its arrays.
        let length = anchors[position].bytes.count
        let occurrences = anchors[position].starts
        // Without overlapping occurrences (the usual case) every start is a match: the array is shared.
        var overlaps = false
        for index in occurrences.indices.dropFirst() where occurrences[index] < occurrences[index - 1] + length {
            overlaps = true
            break
        }
        guard overlaps else { return occurrences }
        var chosen: [Int] = []
        var next = 0
        for start in occurrences where start >= next {
            chosen.append(start)
            next = start + length
        }
        return chosen
    }

    /// The index in `anchors` of this anchor text, if it was looked up before.
    private func knownAnchor(_ text: String) -> Int? {
        guard anchors.count <= Self.anchorsComparedDirectly else { return anchorIndex[text] }
        return anchors.firstIndex { $0.text == text }
    }

    /// Inserts `text` at byte offset `offset` (0...count), which must be a character boundary.
    func insert(_ text: String, at offset: Int) {
        var text = text
        text.withUTF8 { insert($0, at: offset) }
    }

    private func insert(_ inserted: UnsafeBufferPointer<UInt8>, at offset: Int) {
        guard let source = inserted.baseAddress, !inserted.isEmpty, offset >= 0, offset <= count else { return }
        reserveGap(inserted.count)
        moveGap(to: offset)
        let at = gapStart
        storage.withUnsafeMutableBufferPointer { buffer in
            guard let target = buffer.baseAddress else { return }
            memcpy(target + at, source, inserted.count)
        }
        gapStart += inserted.count
        for index in anchors.indices {
            updateStarts(of: &anchors[index], afterInserting: inserted.count, at: offset)
        }
        // A full filter grows a layer sized for twice the text so far: layers stay few.
        filter.makeRoom(expectedGrams: count * 2)
        addGrams(overlapping: offset, length: inserted.count)
    }

    func append(_ text: String) { insert(text, at: count) }

    // MARK: - Anchors

    /// An anchor's starts after `length` bytes went in at `offset`: those before stay, those after
    /// move, one that the insertion split is gone, and new ones may span the inserted bytes. Done in
    /// place: the starts are sorted, so only those from the insertion on change.
    private func updateStarts(of anchor: inout KnownAnchor, afterInserting length: Int, at offset: Int) {
        let keyLength = anchor.bytes.count
        // The first start not wholly before the insertion (binary search: starts are sorted).
        var low = 0
        var high = anchor.starts.count
        while low < high {
            let middle = (low + high) / 2
            if anchor.starts[middle] + keyLength <= offset { low = middle + 1 } else { high = middle }
        }
        // Starts that the insertion split (begin before it, end after it) are gone.
        var firstAfter = low
        while firstAfter < anchor.starts.count && anchor.starts[firstAfter] < offset { firstAfter += 1 }
        for index in firstAfter..<anchor.starts.count { anchor.starts[index] += length }
        // New matches overlap the inserted bytes [offset, offset + length).
        var found: [Int] = []
        let first = max(0, offset - keyLength + 1)
        let last = min(offset + length - 1, count - keyLength)
        if first <= last {
            withContiguousText(from: first, to: last + keyLength) { text in
                anchor.bytes.withUnsafeBufferPointer { key in
                    let search = ByteSearch(key, skips: anchor.skips)
                    var from = 0
                    while let start = search.firstMatch(in: text, from: from) {
                        found.append(first + start)
                        from = start + 1
                    }
                }
            }
        }
        if low != firstAfter || !found.isEmpty {
            anchor.starts.replaceSubrange(low..<firstAfter, with: found)
        }
    }

    /// Runs `body` on the text's bytes from `start` to `end`: in place when the gap is not among
    /// them, else copied across it into `window` (a few dozen bytes around an insertion; moving the
    /// gap instead would move the whole rest of the file).
    private func withContiguousText(from start: Int, to end: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        let gapLength = gapEnd - gapStart
        if end <= gapStart || start >= gapStart {
            let shift = start >= gapStart ? gapLength : 0
            storage.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[(start + shift)..<(end + shift)])) }
            return
        }
        // Two memcpys into a window kept at least as long (appending the pieces costs several times more).
        let (before, after) = (gapStart - start, end - gapStart)
        if window.count < before + after { window = [UInt8](repeating: 0, count: max(before + after, 2 * window.count, 256)) }
        storage.withUnsafeBufferPointer { buffer in
            window.withUnsafeMutableBufferPointer { copy in
                memcpy(copy.baseAddress!, buffer.baseAddress! + start, before)
                memcpy(copy.baseAddress! + before, buffer.baseAddress! + gapEnd, after)
            }
        }
        window.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[..<(before + after)])) }
    }

    // MARK: - Searching

    /// Where `search`'s needle starts in the text, in order, searched over the text made contiguous.
    private func starts(of search: ByteSearch, overlapping: Bool, stopAtFirst: Bool) -> [Int] {
        moveGap(to: count)
        let length = count
        return storage.withUnsafeBufferPointer { buffer -> [Int] in
            let hay = UnsafeBufferPointer(rebasing: buffer[0..<length])
            var found: [Int] = []
            var from = 0
            while let start = search.firstMatch(in: hay, from: from) {
                found.append(start)
                if stopAtFirst { break }
                from = overlapping ? start + 1 : start + search.needleLength
            }
            return found
        }
    }

    // MARK: - Grams

    private func addAllGrams() {
        moveGap(to: count)
        let length = count
        storage.withUnsafeBufferPointer { buffer in
            filter.addGrams(of: UnsafeBufferPointer(rebasing: buffer[0..<length]))
        }
    }

    /// The grams that include at least one of the `length` bytes inserted at `offset`: the bytes
    /// from a gram before them to a gram after, in at most two pieces (before and after the gap).
    private func addGrams(overlapping offset: Int, length: Int) {
        let first = max(0, offset - GramFilter.gramLength + 1)
        let end = min(count, offset + length + GramFilter.gramLength - 1)
        guard end - first >= GramFilter.gramLength else { return }
        let gapLength = gapEnd - gapStart
        let gapAt = gapStart
        storage.withUnsafeBufferPointer { buffer in
            var rolling = GramFilter.Rolling()
            if first < gapAt {
                filter.addGrams(UnsafeBufferPointer(rebasing: buffer[first..<min(end, gapAt)]), rolling: &rolling)
            }
            if end > gapAt {
                filter.addGrams(UnsafeBufferPointer(rebasing: buffer[(max(first, gapAt) + gapLength)..<(end + gapLength)]), rolling: &rolling)
            }
        }
    }

    // MARK: - Gap buffer

    /// Makes the gap at least `length` bytes, doubling the storage so appends stay amortised linear.
    private func reserveGap(_ length: Int) {
        guard gapEnd - gapStart < length else { return }
        let tail = storage.count - gapEnd
        let capacity = max(storage.count * 2, count + length + 4096)
        // The text's two pieces are copied to either end, and the gap between them is left as
        // the allocation has it instead of zeroed first: no byte of the gap is read before an
        // insertion or a move of the gap writes it.
        let (before, after) = (gapStart, gapEnd)
        storage = storage.withUnsafeBufferPointer { old in
            [UInt8](unsafeUninitializedCapacity: capacity) { grown, initialized in
                if let from = old.baseAddress, let to = grown.baseAddress {
                    memcpy(to, from, before)
                    memcpy(to + capacity - tail, from + after, tail)
                }
                initialized = capacity
            }
        }
        gapEnd = capacity - tail
    }

    /// Moves the gap so it starts at `offset`: the bytes between the two places move across it.
    private func moveGap(to offset: Int) {
        guard offset != gapStart else { return }
        storage.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            if offset < gapStart {
                let moving = gapStart - offset
                memmove(base + gapEnd - moving, base + offset, moving)
                gapStart = offset
                gapEnd -= moving
            } else {
                let moving = offset - gapStart
                memmove(base + gapStart, base + gapEnd, moving)
                gapStart = offset
                gapEnd += moving
            }
        }
    }
}
