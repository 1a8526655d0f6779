import RubyText

/// Texts as lines for `update`'s merges: `RubyLines.lines`, each line keeping its "\n" (the last
/// may have none), so joining the lines gives back the text byte for byte.
enum TextLines {
    /// The line without its line break (for keys and similarity).
    static func content(_ line: String) -> Substring {
        var text = Substring(line)
        while let last = text.last, last == "\n" || last == "\r\n" || last == "\r" { text = text.dropLast() }
        return text
    }
}

/// One change between a base text and another: base lines `start..<end` replaced by `lines`
/// (an insertion before base line `start` when the range is empty).
struct LineHunk: Equatable {
    var start: Int
    var end: Int
    var lines: [String]

    var isInsertion: Bool { start == end }

    /// The changes from `base` to `other`, from the shortest edit script (the one `--diff` shows).
    static func hunks(from base: [String], to other: [String]) -> [LineHunk] {
        var hunks: [LineHunk] = []
        var index = 0
        var open: LineHunk?
        for edit in UnifiedDiff.script(base, other) {
            switch edit {
            case .same:
                if let hunk = open { hunks.append(hunk) }
                open = nil
                index += 1
            case .removed:
                if open == nil { open = LineHunk(start: index, end: index, lines: []) }
                index += 1
                open!.end = index
            case .added(let line):
                if open == nil { open = LineHunk(start: index, end: index, lines: []) }
                open!.lines.append(line)
            }
        }
        if let hunk = open { hunks.append(hunk) }
        return hunks
    }

    /// `base` with `hunks` (sorted, not overlapping) applied.
    static func apply(_ hunks: [LineHunk], to base: [String]) -> [String] {
        var out: [String] = []
        var cursor = 0
        for hunk in hunks {
            out += base[cursor..<hunk.start]
            out += hunk.lines
            cursor = hunk.end
        }
        return out + base[cursor...]
    }

    /// This hunk cut at the base positions `points` (each strictly inside its range), so a line
    /// the other side inserted between two of its base lines stays where it stands. Each new line
    /// goes, in order, to the piece whose base lines it resembles most — a changed line replaces
    /// the line it was changed from, and a dropped line's piece becomes a removal.
    func split(at points: [Int], _ base: [String]) -> [LineHunk] {
        let bounds = [start] + points + [end]
        let pieces = (0..<(bounds.count - 1)).map { base[bounds[$0]..<bounds[$0 + 1]].map(TextLines.content) }
        // best[j][g]: the highest total resemblance of the first j new lines with line j-1 in piece ≤ g.
        let count = pieces.count
        var best = [[Double]](repeating: [Double](repeating: 0, count: count), count: lines.count + 1)
        var choice = [[Int]](repeating: [Int](repeating: 0, count: count), count: lines.count + 1)
        for j in stride(from: 1, through: lines.count, by: 1) {
            let line = TextLines.content(lines[j - 1])
            for g in 0..<count {
                let here = best[j - 1][g] + (pieces[g].map { Self.resemblance(line, $0) }.max() ?? 0)
                if g > 0, best[j][g - 1] > here {
                    best[j][g] = best[j][g - 1]
                    choice[j][g] = choice[j][g - 1]
                } else {
                    best[j][g] = here
                    choice[j][g] = g
                }
            }
        }
        var assigned = [Int](repeating: 0, count: lines.count)
        var g = count - 1
        for j in stride(from: lines.count, through: 1, by: -1) {
            g = choice[j][g]
            assigned[j - 1] = g
        }
        return (0..<count).map { piece in
            LineHunk(
                start: bounds[piece], end: bounds[piece + 1],
                lines: lines.indices.filter { assigned[$0] == piece }.map { lines[$0] })
        }
    }

    /// How alike two lines are, 0…1: their common beginning and end over the longer one
    /// (`get 'old_a'` and `get 'new_a'` share `get '` and `_a'`).
    static func resemblance(_ a: Substring, _ b: Substring) -> Double {
        let x = Array(a), y = Array(b)
        let longest = max(x.count, y.count)
        guard longest > 0 else { return 1 }
        var prefix = 0
        while prefix < x.count, prefix < y.count, x[prefix] == y[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < x.count - prefix, suffix < y.count - prefix, x[x.count - 1 - suffix] == y[y.count - 1 - suffix] { suffix += 1 }
        return Double(prefix + suffix) / Double(longest)
    }
}
