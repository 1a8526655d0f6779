#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The text of one source file with its line starts, so that a location can be shown with its line.
/// Every front end (YAML loader, runner parser, ERB compiler) keeps one of these per file it reads.
public final class SourceText: @unchecked Sendable {
    public let path: String
    public let text: String
    /// The file was not valid UTF-8 and `text` has U+FFFD in place of its invalid bytes: a reader
    /// that must refuse them where they matter (Ruby refuses them in code, not in comments) says so.
    public let replacedInvalidUTF8: Bool
    /// The UTF-8 offset where each line starts; `lineStarts[0]` is line 1. Only offsets are kept:
    /// a line's text is cut out when a diagnostic shows it, and valid files never need one.
    private let lineStarts: [Int]

    public init(path: String, text: String, replacedInvalidUTF8: Bool = false) {
        self.path = path
        self.text = text
        self.replacedInvalidUTF8 = replacedInvalidUTF8
        self.lineStarts = Self.lineStarts(text)
    }

    /// The lines without their terminators; `lines[0]` is line 1.
    public var lines: [Substring] { (1...lineStarts.count).map { line($0)! } }

    /// The line starts of `text.split(separator: "\n")` (a final "\r" is dropped from each line
    /// when it is cut out), computed on the UTF-8 bytes: splitting by Character costs grapheme
    /// breaking. Same result: "\r\n" is one Character, so a "\n" right after "\r" is not a split point.
    private static func lineStarts(_ text: String) -> [Int] {
        var text = text
        return text.withUTF8 { bytes in
            var starts = [0]
            guard let base = bytes.baseAddress else { return starts }
            var index = 0
            // memchr finds each "\n" many bytes at a time: the scan is most of loading a large file.
            while index < bytes.count, let found = memchr(base + index, Int32(UInt8(ascii: "\n")), bytes.count - index) {
                let newline = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
                if newline == 0 || bytes[newline - 1] != UInt8(ascii: "\r") { starts.append(newline + 1) }
                index = newline + 1
            }
            return starts
        }
    }

    /// The text of a 1-based line, or nil when the line is past the end.
    public func line(_ number: Int) -> Substring? {
        guard number >= 1, number <= lineStarts.count else { return nil }
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: lineStarts[number - 1])
        // The line's terminator is the byte before the next line's start.
        let end = number < lineStarts.count ? utf8.index(utf8.startIndex, offsetBy: lineStarts[number] - 1) : utf8.endIndex
        var line = text[start..<end]
        if line.utf8.last == UInt8(ascii: "\r") { line = line.dropLast() }
        return line
    }

    public func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(file: path, line: line, column: column)
    }
}
