// Heredocs: `<<~ID`, `<<-ID`, `<<ID`, with `'ID'` (raw), `"ID"` or `` `ID` `` quoting.
//
// The body starts on the line after the opener (or after the previous heredoc's terminator when
// several open on one line: `foo(<<~A, <<~B)`). The lexer reads the body as soon as it meets the
// opener, so the rest of the opener's line (`.strip`, `, after: x) do`) lexes normally; when it
// reaches that line's newline it jumps past the last body via `heredocResume`.

extension Lexer {
    /// Ruby counts a tab as reaching the next multiple of 8 when measuring `<<~` indentation.
    static let tabWidth = 8

    /// Lexes a heredoc opener at `pos` (on `<<`), or returns nil when `<<` is not followed by one.
    mutating func lexHeredoc(spaceBefore: Bool) throws -> Token? {
        let start = pos
        var j = pos + 2
        var squiggly = false
        var dash = false
        if byte(j) == ascii("~") {
            squiggly = true
            j += 1
        } else if byte(j) == ascii("-") {
            dash = true
            j += 1
        }
        var quote: UInt8?
        let identifier: String
        let q = byte(j)
        if q == ascii("'") || q == ascii("\"") || q == ascii("`") {
            quote = q
            let idStart = j + 1
            var k = idStart
            while k < end && bytes[k] != q && bytes[k] != .newline { k += 1 }
            guard byte(k) == q, k > idStart else { return nil }
            identifier = text(idStart, k)
            j = k + 1
        } else if isIdentifierStart(q) {
            let idStart = j
            while j < end && isIdentifierChar(bytes[j]) { j += 1 }
            identifier = text(idStart, j)
        } else {
            return nil
        }
        let openerLine = map.line(of: start)
        let bodyStart: Int
        if let resume = heredocResume {
            bodyStart = resume
        } else if let nl = indexOfNewline(from: j) {
            bodyStart = nl + 1
        } else {
            bodyStart = end
        }
        // Find the terminator line.
        let idBytes = Array(identifier.utf8)
        var lines: [(start: Int, end: Int)] = []  // body lines, `end` at the newline (or input end)
        var lineStart = bodyStart
        var terminatorStart: Int?
        var resume = end
        while lineStart < end {
            let lineEnd = indexOfNewline(from: lineStart) ?? end
            var contentEnd = lineEnd
            if contentEnd > lineStart && bytes[contentEnd - 1] == .carriageReturn { contentEnd -= 1 }
            var check = lineStart
            if squiggly || dash {
                while check < contentEnd && (bytes[check] == .space || bytes[check] == .tab) { check += 1 }
            }
            if contentEnd - check == idBytes.count && bytes[check..<contentEnd].elementsEqual(idBytes) {
                terminatorStart = lineStart
                resume = lineEnd < end ? lineEnd + 1 : end
                break
            }
            lines.append((lineStart, lineEnd))
            lineStart = lineEnd + 1
        }
        guard let bodyEnd = terminatorStart else {
            throw error("unterminated heredoc: no '\(identifier)' line closing the heredoc opened at line \(openerLine)", at: start)
        }
        if map.replacedInvalidUTF8 { try refuseReplacedBytes(from: bodyStart, to: bodyEnd) }
        let interpolate = quote != ascii("'")
        var parts: [LexPart] = []
        if squiggly {
            parts = try dedentedBody(lines: lines, interpolate: interpolate, openedAt: start)
        } else if interpolate {
            parts = try scanBody(from: bodyStart, limit: bodyEnd, open: 0, close: nil, interpolate: true, mode: .double, openedAt: start).parts
        } else {
            parts = [.text(text(bodyStart, bodyEnd))]
        }
        heredocResume = resume
        pos = j
        state = .end
        var heredoc = token(quote == ascii("`") ? .commandString : .string, payload: .parts(parts), at: start, spaceBefore: spaceBefore)
        heredoc.length = 2  // spelled `<<`
        return heredoc
    }

    /// The body of a `<<~` heredoc with the smallest indentation of its non-blank lines removed.
    /// Lines that begin inside a multi-line `#{…}` are code: they neither count nor get dedented.
    func dedentedBody(lines: [(start: Int, end: Int)], interpolate: Bool, openedAt: Int) throws -> [LexPart] {
        guard let first = lines.first, let last = lines.last else { return [.text("")] }
        func limit(_ line: (start: Int, end: Int)) -> Int { line.end < end ? line.end + 1 : line.end }
        var codeRanges: [(start: Int, end: Int)] = []
        if interpolate {
            let whole = try scanBody(
                from: first.start, limit: limit(last), open: 0, close: nil, interpolate: true, mode: .double, openedAt: openedAt)
            for case .code(let start, let end) in whole.parts { codeRanges.append((start, end)) }
        }
        // Lines come in order, and so do the code ranges: walk both together.
        var rangeIndex = 0
        func startsInsideCode(_ offset: Int) -> Bool {
            while rangeIndex < codeRanges.count && codeRanges[rangeIndex].end < offset { rangeIndex += 1 }
            return rangeIndex < codeRanges.count && codeRanges[rangeIndex].start < offset
        }
        var width = Int.max
        for line in lines where !startsInsideCode(line.start) {
            let (column, i) = indentation(of: line, upTo: Int.max)
            // Whitespace-only lines do not count (a lone `\r` is part of the line ending).
            let rest = i < line.end ? bytes[i] : .newline
            if rest != .newline && !(rest == .carriageReturn && i + 1 == line.end) {
                width = min(width, column)
            }
        }
        if width == Int.max { width = 0 }
        var parts: [LexPart] = []
        var resumeAt = first.start  // past the end of an interpolation that ran over several lines
        for line in lines {
            let lineLimit = limit(line)
            if resumeAt >= lineLimit { continue }
            let from = resumeAt > line.start ? resumeAt : indentation(of: line, upTo: width).end
            if interpolate {
                let scanned = try scanBody(from: from, limit: lineLimit, open: 0, close: nil, interpolate: true, mode: .double, openedAt: openedAt)
                parts.append(contentsOf: scanned.parts)
                resumeAt = scanned.next
            } else {
                parts.append(.text(text(from, lineLimit)))
            }
        }
        return mergeText(parts)
    }

    /// The indentation width of a line (tabs to the next multiple of 8) and where it ends, removing
    /// at most `width` columns: a tab that would go past `width` is kept, as Ruby does.
    func indentation(of line: (start: Int, end: Int), upTo width: Int) -> (column: Int, end: Int) {
        var column = 0
        var i = line.start
        while i < line.end && column < width {
            let b = bytes[i]
            if b == .space {
                column += 1
            } else if b == .tab {
                let next = (column / Lexer.tabWidth + 1) * Lexer.tabWidth
                if next > width { break }
                column = next
            } else {
                break
            }
            i += 1
        }
        return (column, i)
    }

    /// Joins neighbouring text parts so a heredoc without interpolation is one `.text`
    /// (appending to one buffer keeps a long heredoc linear).
    func mergeText(_ parts: [LexPart]) -> [LexPart] {
        var merged: [LexPart] = []
        var pending = ""
        var hasPending = false
        for part in parts {
            switch part {
            case .text(let t):
                pending += t
                hasPending = true
            case .code:
                if hasPending && !pending.isEmpty { merged.append(.text(pending)) }
                pending = ""
                hasPending = false
                merged.append(part)
            }
        }
        if hasPending && !pending.isEmpty { merged.append(.text(pending)) }
        if merged.isEmpty { merged.append(.text("")) }
        return merged
    }
}
