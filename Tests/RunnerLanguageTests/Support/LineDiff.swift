import Foundation

/// A unified-style line diff of expected and actual output, for failure messages: the reader
/// sees which lines Ruby printed (`-`) and which ours printed instead (`+`), with line numbers.
enum LineDiff {
    /// Beyond this many lines on either side the diff falls back to the first difference only,
    /// keeping the comparison's cost bounded whatever a script prints.
    static let maximumLines = 2_000
    /// Differences listed before the rest is summarised.
    static let maximumReportedLines = 40

    static func render(expected: String, actual: String) -> String {
        let old = lines(of: expected)
        let new = lines(of: actual)
        guard old.count <= maximumLines, new.count <= maximumLines else {
            return firstDifference(old, new)
        }
        var report: [String] = []
        var omitted = 0
        for edit in edits(old, new) {
            let line: String
            switch edit {
            case .removed(let index): line = "-\(index + 1): \(visible(old[index]))"
            case .added(let index): line = "+\(index + 1): \(visible(new[index]))"
            }
            if report.count < maximumReportedLines { report.append(line) } else { omitted += 1 }
        }
        if omitted > 0 { report.append("… \(omitted) more differing lines") }
        if report.isEmpty { return "(outputs differ only in their final newline)" }
        return "(- expected from Ruby, + ours; numbers are line numbers)\n" + report.joined(separator: "\n")
    }

    private enum Edit {
        case removed(Int)
        case added(Int)
    }

    /// Lines with a marker for a missing final newline, so that difference shows up too.
    private static func lines(of text: String) -> [String] {
        guard !text.isEmpty else { return [] }
        var result = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if result.last == "" {
            result.removeLast()
        } else {
            result[result.count - 1] += " ⟨no newline at end⟩"
        }
        return result
    }

    /// Tabs, carriage returns and trailing spaces made visible.
    private static func visible(_ line: String) -> String {
        var shown = line.replacingOccurrences(of: "\t", with: "\\t").replacingOccurrences(of: "\r", with: "\\r")
        let trailing = shown.reversed().prefix { $0 == " " }.count
        if trailing > 0 { shown = String(shown.dropLast(trailing)) + String(repeating: "·", count: trailing) }
        return shown
    }

    /// The edit script of a longest common subsequence, in order.
    private static func edits(_ old: [String], _ new: [String]) -> [Edit] {
        let n = old.count
        let m = new.count
        // lengths[i][j]: LCS length of old[i...] and new[j...].
        var lengths = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lengths[i][j] = old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var result: [Edit] = []
        var i = 0
        var j = 0
        while i < n || j < m {
            if i < n, j < m, old[i] == new[j] {
                i += 1
                j += 1
            } else if i < n, j == m || lengths[i + 1][j] >= lengths[i][j + 1] {
                result.append(.removed(i))
                i += 1
            } else {
                result.append(.added(j))
                j += 1
            }
        }
        return result
    }

    private static func firstDifference(_ old: [String], _ new: [String]) -> String {
        let common = min(old.count, new.count)
        let index = (0..<common).first { old[$0] != new[$0] } ?? common
        let expectedLine = index < old.count ? visible(old[index]) : "(end of output)"
        let actualLine = index < new.count ? visible(new[index]) : "(end of output)"
        return "first difference at line \(index + 1):\n-\(index + 1): \(expectedLine)\n+\(index + 1): \(actualLine)"
    }
}
