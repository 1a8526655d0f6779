import Foundation

/// Substring search on UTF-8 bytes (Boyer–Moore–Horspool): the "already there?" checks and anchor
/// searches of file edits. Horspool skips up to a needle's length per step, so searching a large
/// file for an indented line (which starts with spaces, common bytes) does not compare at every
/// space as a first-byte scan would. Byte equality on valid UTF-8 is character equality, as
/// Ruby's `String#include?` and a literal regexp compare.
struct ByteSearch {
    private let needle: UnsafeBufferPointer<UInt8>
    private let skip: [Int]

    /// `needle` must stay valid, and not be empty, while the search is used.
    init(_ needle: UnsafeBufferPointer<UInt8>) {
        self.init(needle, skips: Self.skips(for: needle))
    }

    /// A search with the table `skips(for:)` made of this needle before: one searched again and
    /// again (a known anchor, around each insertion) builds its table once.
    init(_ needle: UnsafeBufferPointer<UInt8>, skips: [Int]) {
        self.needle = needle
        skip = skips
    }

    /// Horspool's table: for each byte value, how far the needle may move when that byte is under
    /// its last byte.
    static func skips(for needle: UnsafeBufferPointer<UInt8>) -> [Int] {
        var skip = [Int](repeating: needle.count, count: 256)
        for index in 0..<max(0, needle.count - 1) { skip[Int(needle[index])] = needle.count - 1 - index }
        return skip
    }

    var needleLength: Int { needle.count }

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
}
