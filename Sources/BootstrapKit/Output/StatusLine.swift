import Diagnostics
import Foundation

/// The byte path of `StatusLog.status`: a one-line message laid out straight into the reused
/// `lineScratch` with one copy per piece, and handed to the terminal from there. Every action
/// prints such a line, thousands per run, and appending the pieces to an array one by one (each
/// append checking capacity and uniqueness) cost as much as everything else the line needs.
extension StatusLog {
    /// Writes the line `layout` makes of a one-line message and returns true; returns false,
    /// writing nothing, for a message `layout` splits or trims (one holding "\n" or ending in
    /// "\r") or that holds a character shown escaped (`TerminalText`), which the String path lays out.
    func writeSingleLine(
        _ status: String, _ message: UnsafeBufferPointer<UInt8>, color: StatusColor?, to terminal: Terminal
    ) -> Bool {
        if let last = message.last, last == UInt8(ascii: "\r") { return false }
        if let base = message.baseAddress, memchr(base, Int32(UInt8(ascii: "\n")), message.count) != nil { return false }
        if TerminalText.needsEscaping(message) { return false }
        let color = colored ? (color ?? StatusColor.default(forStatus: status)) : nil
        let indent = indentLevel
        let written = status.utf8.withContiguousStorageIfAvailable { statusBytes -> Bool in
            // Thor counts a status's Characters. An ASCII status without "\r" (whose "\r\n" is
            // one Character) has as many as bytes, counted without grapheme breaking.
            if TerminalText.needsEscaping(statusBytes) { return false }
            let plain = statusBytes.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") }
            let width = plain ? statusBytes.count : status.count
            guard let color else {
                let none = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
                writeLine(StatusLinePieces(
                    colorOn: none, padding: max(0, 12 - width), status: statusBytes, colorOff: none,
                    margin: 2 * (indent + 1), message: message), to: terminal)
                return true
            }
            var (on, off) = (StatusColor.bold.ansi + color.ansi, StatusColor.clear)
            return on.withUTF8 { on in
                off.withUTF8 { off in
                    writeLine(StatusLinePieces(
                        colorOn: on, padding: max(0, 12 - width), status: statusBytes, colorOff: off,
                        margin: 2 * (indent + 1), message: message), to: terminal)
                    return true
                }
            }
        }
        // A status without contiguous UTF-8 (bridged) takes the String path.
        return written ?? false
    }

    private func writeLine(_ pieces: StatusLinePieces, to terminal: Terminal) {
        let length = pieces.write(into: &lineScratch)
        lineScratch.withUnsafeBufferPointer { terminal.write(utf8: UnsafeBufferPointer(rebasing: $0[..<length])) }
    }
}

/// One status line's pieces in order: colour on, blanks, the status, colour off, blanks, the
/// message, a newline.
struct StatusLinePieces {
    var colorOn: UnsafeBufferPointer<UInt8>
    var padding: Int
    var status: UnsafeBufferPointer<UInt8>
    var colorOff: UnsafeBufferPointer<UInt8>
    var margin: Int
    var message: UnsafeBufferPointer<UInt8>

    var length: Int { colorOn.count + padding + status.count + colorOff.count + margin + message.count + 1 }

    /// Writes the line at the start of `buffer`, growing it first when it is too short, and returns
    /// the line's length (the bytes after it are left over from longer lines).
    func write(into buffer: inout [UInt8]) -> Int {
        let length = self.length
        if buffer.count < length { buffer = [UInt8](repeating: 0, count: max(length, 2 * buffer.count, 256)) }
        buffer.withUnsafeMutableBufferPointer { bytes in
            guard var out = bytes.baseAddress else { return }
            func copy(_ piece: UnsafeBufferPointer<UInt8>) {
                guard let from = piece.baseAddress, !piece.isEmpty else { return }
                out.update(from: from, count: piece.count)
                out += piece.count
            }
            func blanks(_ count: Int) {
                guard count > 0 else { return }
                out.update(repeating: UInt8(ascii: " "), count: count)
                out += count
            }
            copy(colorOn)
            blanks(padding)
            copy(status)
            copy(colorOff)
            blanks(margin)
            copy(message)
            out.pointee = UInt8(ascii: "\n")
        }
        return length
    }
}
