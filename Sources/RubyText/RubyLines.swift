/// Where a text's lines end, as Ruby has it: after every "\n" (a "\r\n" line ends with its "\n";
/// a lone "\r" ends no line), or after every occurrence of another separator. The one place the
/// interpreter (`String#lines`, `each_line`, `File.readlines`, `File.foreach`, `IO#gets` …) and
/// the engine (the Gemfile's lines, Rails' indentation of routes, the diffs it shows) split text
/// into lines; the conformance corpus records what Ruby 3.1 gives on CRLF, CR and LF files.
public enum RubyLines {
    /// Ruby's `text.lines(separator, chomp: chomp)`: each line ends after an occurrence of
    /// `separator`, which it keeps unless `chomp`; the text after the last one is a line of its own
    /// when it is not empty. With the default separator `chomp` takes off "\r\n" as well as "\n".
    /// An empty separator (Ruby's paragraph mode) is not split here: the text is one line.
    public static func lines(_ text: String, separator: String = "\n", chomp: Bool = false) -> [String] {
        var text = text, separator = separator
        return text.withUTF8 { bytes in
            separator.withUTF8 { mark in
                var lines: [String] = []
                forEachLine(in: bytes, separator: mark) { start, end, terminator in
                    var stop = end
                    if chomp, terminator > 0 {
                        stop = end - terminator
                        // "\r\n" is a line end of the default separator.
                        if mark.count == 1, mark[0] == newline, stop > start, bytes[stop - 1] == carriageReturn { stop -= 1 }
                    }
                    lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<stop]), as: UTF8.self))
                }
                return lines
            }
        }
    }

    /// The text cut at every "\n", without them (Ruby's `text.split("\n", -1)`): what lies between
    /// line ends, the last piece being what follows the last "\n" (empty when the text ends with
    /// one). A "\r" before a "\n" stays with its piece. Joined with "\n", the pieces are the text.
    public static func pieces(_ text: String) -> [String] {
        var text = text
        return text.withUTF8 { bytes in
            var pieces: [String] = []
            var start = 0
            for index in bytes.indices where bytes[index] == newline {
                pieces.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                start = index + 1
            }
            pieces.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
            return pieces
        }
    }

    /// Calls `body(start, end, terminatorLength)` for each line of `bytes`, in order: the line is
    /// `start..<end`, and its last `terminatorLength` bytes are the separator that ended it (0 for
    /// a last line without one).
    private static func forEachLine(
        in bytes: UnsafeBufferPointer<UInt8>, separator: UnsafeBufferPointer<UInt8>, _ body: (Int, Int, Int) -> Void
    ) {
        guard !bytes.isEmpty else { return }
        guard let first = separator.first else { return body(0, bytes.count, 0) }
        var start = 0
        var index = 0
        while index + separator.count <= bytes.count {
            if bytes[index] == first, separator.count == 1 || bytes[index..<index + separator.count].elementsEqual(separator) {
                index += separator.count
                body(start, index, separator.count)
                start = index
            } else {
                index += 1
            }
        }
        if start < bytes.count { body(start, bytes.count, 0) }
    }

    private static let newline = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")
}
