import RubyText
/// A unified diff of two texts (`diff -u` style, three lines of context), for the `d` answer to a
/// conflict and for `--diff`.
public enum UnifiedDiff {
    /// Above this many line pairs the diff shows the whole old text removed and the new added,
    /// instead of spending quadratic time and memory looking for the smallest difference.
    static let maximumCells = 4_000_000

    /// One step of an edit script; `update`'s line merge (Update/LineHunks.swift) reads it too.
    enum Edit {
        case same(String)
        case removed(String)
        case added(String)
    }

    public static func diff(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String {
        let a = lines(old), b = lines(new)
        let edits = script(a, b)
        guard edits.contains(where: { if case .same = $0 { return false } else { return true } }) else { return "" }
        var out = "--- \(oldName)\n+++ \(newName)\n"
        // Group changes into hunks separated by more than 2*context unchanged lines.
        var index = 0
        var oldLine = 1, newLine = 1
        var positions: [(Int, Int)] = []  // line numbers before each edit
        for e in edits {
            positions.append((oldLine, newLine))
            switch e {
            case .same: oldLine += 1; newLine += 1
            case .removed: oldLine += 1
            case .added: newLine += 1
            }
        }
        let changed = edits.indices.filter { if case .same = edits[$0] { return false } else { return true } }
        while index < changed.count {
            let first = changed[index]
            var last = first
            while index + 1 < changed.count, changed[index + 1] - last <= 2 * context + 1 {
                index += 1
                last = changed[index]
            }
            index += 1
            let start = max(0, first - context), end = min(edits.count - 1, last + context)
            var oldCount = 0, newCount = 0, body = ""
            for k in start...end {
                switch edits[k] {
                case .same(let l): oldCount += 1; newCount += 1; body += " " + l + "\n"
                case .removed(let l): oldCount += 1; body += "-" + l + "\n"
                case .added(let l): newCount += 1; body += "+" + l + "\n"
                }
            }
            let (o, n) = positions[start]
            out += "@@ -\(range(o, oldCount)) +\(range(n, newCount)) @@\n" + body
        }
        return out
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        if count == 1 { return "\(start)" }
        return "\(count == 0 ? start - 1 : start),\(count)"
    }

    /// The lines a diff compares: the text cut at each "\n" (a "\r" before one stays on its line,
    /// as `diff` shows it), without the empty piece after a final "\n".
    private static func lines(_ text: String) -> [String] {
        var parts = RubyLines.pieces(text)
        if parts.last == "" { parts.removeLast() }
        return parts
    }

    /// The shortest edit script by longest common subsequence, after trimming the common ends.
    static func script(_ a: [String], _ b: [String]) -> [Edit] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        let x = Array(a[prefix..<(a.count - suffix)]), y = Array(b[prefix..<(b.count - suffix)])
        var middle: [Edit] = []
        if x.count * y.count > maximumCells || x.isEmpty || y.isEmpty {
            middle = x.map { .removed($0) } + y.map { .added($0) }
        } else {
            // lcs[i][j]: length of the LCS of x[i...] and y[j...].
            var lcs = [[Int]](repeating: [Int](repeating: 0, count: y.count + 1), count: x.count + 1)
            for i in stride(from: x.count - 1, through: 0, by: -1) {
                for j in stride(from: y.count - 1, through: 0, by: -1) {
                    lcs[i][j] = x[i] == y[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
                }
            }
            var i = 0, j = 0
            while i < x.count || j < y.count {
                if i < x.count, j < y.count, x[i] == y[j] {
                    middle.append(.same(x[i])); i += 1; j += 1
                } else if j < y.count, i == x.count || lcs[i][j + 1] > lcs[i + 1][j] {
                    middle.append(.added(y[j])); j += 1
                } else {
                    middle.append(.removed(x[i])); i += 1
                }
            }
        }
        return a[0..<prefix].map { .same($0) } + middle + a[(a.count - suffix)...].map { .same($0) }
    }
}

extension WorkspaceChange {
    /// What `--diff` shows for this change: a unified diff for files, one line otherwise.
    public var diffText: String {
        switch kind {
        case .createdFile, .modifiedFile, .removed:
            guard before?.text != nil || after?.text != nil || (before == nil && after == nil) else {
                return "Binary file \(path) changed\n"
            }
            if case .removed = kind, before == nil { return "removed \(path)\n" }
            let old = before?.text ?? "", new = after?.text ?? ""
            let oldName = kind == .createdFile ? "/dev/null" : "a/" + path
            let newName = kind == .removed ? "/dev/null" : "b/" + path
            return UnifiedDiff.diff(old: old, new: new, oldName: oldName, newName: newName)
        case .createdDirectory:
            return "created folder \(path)\n"
        case .changedMode(let mode):
            return "mode \(String(mode, radix: 8)) \(path)\n"
        }
    }
}
