/// The line under a quoted source line that puts a caret below column `column`.
///
/// Columns count Unicode scalars (see `SourceLocation`), and a terminal shows scalars at different
/// widths, so the lead is built scalar by scalar from what the terminal will show above it: a tab
/// stays a tab (the terminal expands both alike), a combining mark or zero-width character takes
/// no cell, an East Asian wide or emoji character takes two, everything else one.
enum CaretLine {
    /// Lines longer than this many scalars are cut to a window of `window` scalars around the column.
    static let longLine = 200
    static let window = 160

    /// The source line as shown under a message, and the lead of the caret line below it: a line
    /// longer than `longLine` scalars is cut around the column (`…` marks each cut), and control
    /// characters are shown escaped (`TerminalText`), the caret still under the column's character.
    static func excerpt(_ line: String, column: Int) -> (line: String, lead: String) {
        let scalars = Array(line.unicodeScalars)
        let before = min(max(0, column - 1), scalars.count)
        var start = 0
        var end = scalars.count
        if scalars.count > longLine {
            start = max(0, min(before - window / 2, scalars.count - window))
            end = min(scalars.count, start + window)
        }
        func text(_ range: Range<Int>) -> String {
            var out = String.UnicodeScalarView()
            out.append(contentsOf: scalars[range])
            return String(out)
        }
        let opening = start > 0 ? "…" : ""
        let shownBefore = TerminalText.escaped(opening + text(start..<max(start, before)))
        let shown = TerminalText.escaped(opening + text(start..<end)) + (end < scalars.count ? "…" : "")
        return (shown, lead(under: shownBefore, column: shownBefore.unicodeScalars.count + 1))
    }

    static func lead(under line: String, column: Int) -> String {
        var lead = ""
        for scalar in line.unicodeScalars.prefix(max(0, column - 1)) {
            if scalar == "\t" {
                lead += "\t"
            } else {
                lead += String(repeating: " ", count: width(of: scalar))
            }
        }
        return lead
    }

    /// Terminal cells of one scalar, as wcwidth(3) counts them for the ranges source text uses.
    static func width(of scalar: Unicode.Scalar) -> Int {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if scalar.properties.isEmojiPresentation { return 2 }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }
}
