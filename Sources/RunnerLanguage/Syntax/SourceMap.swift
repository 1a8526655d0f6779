import Diagnostics

/// Maps byte offsets to 1-based line and column (columns count Unicode scalars, as `SourceLocation` says).
final class SourceMap {
    let path: String
    let bytes: [UInt8]
    /// Byte offset at which each line starts; `lineStarts[0]` is line 1.
    let lineStarts: [Int]

    init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        var starts = [0]
        for (i, b) in bytes.enumerated() where b == 0x0A { starts.append(i + 1) }
        lineStarts = starts
    }

    /// The values of the string-like literal tokens read from this source, indexed by `Token.value`
    /// (a token holding them itself would make every token copy count references).
    @exclusivity(unchecked) var tokenPayloads: [TokenPayload] = []

    /// The line of the last lookup: tokens are asked for in order, so it is usually the answer.
    @exclusivity(unchecked) private var cachedLine = 0

    func line(of offset: Int) -> Int {
        // A node is located when it is complete, so after a `def` or a block the next lookup is a
        // few lines back (its first token) and then a few lines on again: walk there line by line.
        var c = cachedLine
        for _ in 0..<8 {
            if offset < lineStarts[c] {
                if c == 0 { break }
                c -= 1
            } else if c + 1 < lineStarts.count && offset >= lineStarts[c + 1] {
                c += 1
            } else {
                cachedLine = c
                return c + 1
            }
        }
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        cachedLine = lo
        return lo + 1
    }

    /// The column at `columnCacheOffset`: nodes on one line are located left to right, so counting
    /// resumes from the last answer instead of from the line start each time.
    @exclusivity(unchecked) private var columnCacheOffset = -1
    @exclusivity(unchecked) private var columnCacheValue = 1

    func location(of offset: Int) -> SourceLocation {
        let line = line(of: offset)
        let start = lineStarts[line - 1]
        var column = 1
        var i = start
        let end = min(offset, bytes.count)
        if columnCacheOffset >= start && columnCacheOffset <= end {
            // Between the line start and `offset`, so on the same line.
            column = columnCacheValue
            i = columnCacheOffset
        }
        while i < end {
            // UTF-8 continuation bytes do not start a new character.
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        columnCacheOffset = end
        columnCacheValue = column
        return SourceLocation(file: path, line: line, column: column)
    }
}
