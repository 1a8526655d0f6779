import Foundation

/// Substring search on UTF-8 bytes (Boyer–Moore–Horspool): the "already there?" checks and anchor
/// searches of file edits. Horspool skips up to a needle's length per step, so searching a large
/// file for an indented line (which starts with spaces, common bytes) does not compare at every
/// space as a first-byte scan would. Byte equality on valid UTF-8 is character equality, as
/// Ruby's `String#include?` and a literal regexp compare.
struct ByteSearch {
    private let needle: UnsafeBufferPointer<UInt8>
    private var skip = [Int](repeating: 0, count: 256)

    /// `needle` must stay valid, and not be empty, while the search is used.
    init(_ needle: UnsafeBufferPointer<UInt8>) {
        self.needle = needle
        for index in 0..<256 { skip[index] = needle.count }
        for index in 0..<max(0, needle.count - 1) { skip[Int(needle[index])] = needle.count - 1 - index }
    }

    /// The first offset at or after `from` where the needle starts in `hay`, or nil.
    func firstMatch(in hay: UnsafeBufferPointer<UInt8>, from: Int = 0) -> Int? {
        let length = needle.count
        guard length > 0, from >= 0, hay.count - from >= length else { return nil }
        let lastOfNeedle = needle[length - 1]
        var start = from
        while start <= hay.count - length {
            let last = hay[start + length - 1]
            if last == lastOfNeedle {
                var index = length - 2
                while index >= 0 && hay[start + index] == needle[index] { index -= 1 }
                if index < 0 { return start }
            }
            start += skip[Int(last)]
        }
        return nil
    }

    /// Every start of `key` in `text`, overlapping ones included, each plus `first`: for the few
    /// dozen bytes around an insertion, where building a skip table would cost more than a
    /// `memchr` for the key's first byte and a `memcmp` at each hit.
    static func starts(of key: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>, first: Int) -> [Int] {
        guard let keyBase = key.baseAddress, let base = text.baseAddress, text.count >= key.count, !key.isEmpty else { return [] }
        var found: [Int] = []
        let lastStart = text.count - key.count
        var start = 0
        while start <= lastStart, let hit = memchr(base + start, Int32(keyBase.pointee), lastStart - start + 1) {
            start = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
            if memcmp(base + start, keyBase, key.count) == 0 { found.append(first + start) }
            start += 1
        }
        return found
    }
}
