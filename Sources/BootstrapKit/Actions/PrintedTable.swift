import RunnerLanguage

/// Thor 1.2.1's `print_table` and `set_color`, kept apart from the action entries that call them.
enum PrintedTable {
    /// Each row as Thor prints it: every column but the last padded to its widest cell plus two
    /// spaces, numbers right-aligned, `indent` spaces first; with `colwidth` the first column is
    /// that wide plus two. (Thor's widths for the later columns are then counted from the first,
    /// a quirk kept so the output is the same.)
    static func lines(_ rows: [[Value]], indent: Int, colwidth: Int?, toS: (Value) throws -> String) throws -> [String] {
        guard !rows.isEmpty else { return [] }
        let texts = try rows.map { try $0.map(toS) }
        let columnCount = rows.map(\.count).max() ?? 0
        var formats: [(width: Int, padded: Bool)] = []
        if let colwidth { formats.append((colwidth + 2, true)) }
        var widths: [Int] = []
        for index in (colwidth == nil ? 0 : 1)..<max(columnCount, colwidth == nil ? 0 : 1) {
            let widest = texts.map { index < $0.count ? $0[index].count : 0 }.max() ?? 0
            widths.append(widest)
            formats.append(index == columnCount - 1 ? (0, false) : (widest + 2, true))
        }
        return rows.enumerated().map { rowIndex, row in
            var line = String(repeating: " ", count: max(indent, 0))
            for (index, value) in row.enumerated() {
                let text = texts[rowIndex][index]
                let numeric: Bool
                switch value {
                case .integer, .float: numeric = true
                default: numeric = false
                }
                if numeric {
                    let width = index < widths.count ? widths[index] : 0
                    line += String(repeating: " ", count: max(width - text.count, 0)) + text + (index == row.count - 1 ? "" : "  ")
                } else if index < formats.count, formats[index].padded {
                    line += text + String(repeating: " ", count: max(formats[index].width - text.count, 0))
                } else {
                    line += text
                }
            }
            return line
        }
    }
}
