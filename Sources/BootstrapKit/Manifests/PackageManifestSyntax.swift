import Diagnostics

/// One comma-separated item of an argument list or array literal, as token indices.
struct ManifestListItem {
    /// First and last token (inclusive) of the item, label included.
    var first: Int
    var last: Int
    /// The comma after the item, if any.
    var comma: Int?
    /// `name` in `name: value`.
    var label: String?
    /// First token of the value (after the label).
    var valueFirst: Int
}

/// A Package.swift as tokens with matched brackets, and the layout facts (lines, indentation,
/// newline style) that edits need to look as if a person had typed them.
struct PackageManifestSyntax {
    let bytes: [UInt8]
    let tokens: [ManifestToken]
    let comments: [Range<Int>]
    /// For each bracket token, the index of its partner; -1 for every other token.
    let partner: [Int]
    private let lineStarts: [Int]
    /// `\r\n` when the file uses it, so inserted lines match.
    let newline: String
    /// One level of indentation as the file writes it: a tab, or the smallest space indent (default 4).
    private(set) var indentUnit = "    "

    init(bytes: [UInt8]) throws {
        self.bytes = bytes
        (tokens, comments) = try PackageManifestScanner.scan(bytes)
        partner = try Self.matchBrackets(tokens, bytes)
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
        lineStarts = starts
        newline = starts.contains { $0 >= 2 && bytes[$0 - 2] == UInt8(ascii: "\r") } ? "\r\n" : "\n"
        indentUnit = detectIndentUnit()
    }

    private static func matchBrackets(_ tokens: [ManifestToken], _ bytes: [UInt8]) throws -> [Int] {
        var partner = [Int](repeating: -1, count: tokens.count)
        var open: [Int] = []
        let pairs: [UInt8: UInt8] = [UInt8(ascii: ")"): UInt8(ascii: "("), UInt8(ascii: "]"): UInt8(ascii: "["), UInt8(ascii: "}"): UInt8(ascii: "{")]
        for (index, token) in tokens.enumerated() where token.kind == .punctuation {
            let byte = bytes[token.start]
            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                open.append(index)
            } else if let opener = pairs[byte] {
                guard let last = open.last, bytes[tokens[last].start] == opener else {
                    throw ManifestScanError(message: "unbalanced '\(Character(Unicode.Scalar(byte)))'", offset: token.start)
                }
                open.removeLast()
                partner[last] = index
                partner[index] = last
            }
        }
        if let unclosed = open.last {
            throw ManifestScanError(message: "unclosed '\(Character(Unicode.Scalar(bytes[tokens[unclosed].start])))'", offset: tokens[unclosed].start)
        }
        return partner
    }

    // MARK: Tokens

    func text(_ index: Int) -> String {
        String(decoding: bytes[tokens[index].start..<tokens[index].end], as: UTF8.self)
    }

    func isPunctuation(_ index: Int, _ character: Character) -> Bool {
        guard index >= 0, index < tokens.count, tokens[index].kind == .punctuation, let ascii = character.asciiValue else { return false }
        return bytes[tokens[index].start] == ascii
    }

    func isWord(_ index: Int, _ word: String? = nil) -> Bool {
        guard index >= 0, index < tokens.count, tokens[index].kind == .word else { return false }
        return word.map { text(index) == $0 } ?? true
    }

    /// The items between the bracket at `open` and its partner, split at the commas of that level.
    func items(inside open: Int) -> [ManifestListItem] {
        let close = partner[open]
        var items: [ManifestListItem] = []
        var first = open + 1
        var index = open + 1
        while index < close {
            if isPunctuation(index, ",") {
                if index > first { items.append(item(first, index - 1, comma: index)) }
                first = index + 1
            } else if partner[index] > index {
                index = partner[index]  // skip a nested bracket pair whole
            }
            index += 1
        }
        if close > first { items.append(item(first, close - 1, comma: nil)) }
        return items
    }

    private func item(_ first: Int, _ last: Int, comma: Int?) -> ManifestListItem {
        if first < last, isWord(first), isPunctuation(first + 1, ":") {
            return ManifestListItem(first: first, last: last, comma: comma, label: text(first), valueFirst: first + 2)
        }
        return ManifestListItem(first: first, last: last, comma: comma, label: nil, valueFirst: first)
    }

    /// The item labeled `label`, if any.
    func argument(_ label: String, in items: [ManifestListItem]) -> ManifestListItem? {
        items.first { $0.label == label }
    }

    /// The index of `[` when the item's value is exactly an array literal.
    func arrayLiteral(_ item: ManifestListItem) -> Int? {
        guard item.valueFirst <= item.last, isPunctuation(item.valueFirst, "["), partner[item.valueFirst] == item.last else { return nil }
        return item.valueFirst
    }

    /// `.name(…)` as a whole item: the member name and the index of its `(`.
    func memberCall(_ item: ManifestListItem) -> (name: String, open: Int)? {
        let first = item.valueFirst
        guard isPunctuation(first, "."), isWord(first + 1), isPunctuation(first + 2, "("), partner[first + 2] == item.last else {
            return nil
        }
        return (text(first + 1), first + 2)
    }

    /// The value of an item that is a single plain string literal.
    func stringValue(_ item: ManifestListItem) -> String? {
        guard item.valueFirst == item.last, tokens[item.last].kind == .string else { return nil }
        return tokens[item.last].stringValue
    }

    /// Whether two token runs say the same thing, ignoring whitespace, comments and string spelling
    /// (`"x"` and `#"x"#` are the same value).
    func sameTokens(_ range: Range<Int>, as other: PackageManifestSyntax, _ otherRange: Range<Int>) -> Bool {
        guard range.count == otherRange.count else { return false }
        for (a, b) in zip(range, otherRange) {
            let left = tokens[a], right = other.tokens[b]
            guard left.kind == right.kind else { return false }
            if left.kind == .string, let leftValue = left.stringValue, let rightValue = right.stringValue {
                if leftValue != rightValue { return false }
            } else if bytes[left.start..<left.end] != other.bytes[right.start..<right.end] {
                return false
            }
        }
        return true
    }

    // MARK: Layout

    /// 1-based line of a byte offset.
    func line(ofOffset offset: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    func line(ofToken index: Int) -> Int { line(ofOffset: tokens[index].start) }

    /// Where token `index` is, as a located diagnostic shows it (columns count Unicode scalars).
    func location(ofToken index: Int, file: String) -> (location: SourceLocation, sourceLine: String) {
        let start = tokens[index].start
        let lineStart = lineStart(ofOffset: start)
        let column = String(decoding: bytes[lineStart..<start], as: UTF8.self).unicodeScalars.count + 1
        let text = String(decoding: bytes[lineStart..<lineEnd(ofOffset: start)], as: UTF8.self)
        return (SourceLocation(file: file, line: line(ofOffset: start), column: column), text)
    }

    private func lineStart(ofOffset offset: Int) -> Int { lineStarts[line(ofOffset: offset) - 1] }

    /// The offset of the line terminator (`\n`, or the `\r` of `\r\n`) ending the offset's line.
    func lineEnd(ofOffset offset: Int) -> Int {
        var end = offset
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        if end > offset, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return end
    }

    /// Whether only spaces and tabs stand before the token on its line.
    func beginsLine(_ index: Int) -> Bool {
        let start = tokens[index].start
        return bytes[lineStart(ofOffset: start)..<start].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }

    /// The leading spaces and tabs of the line holding the token.
    func indentation(ofLineOf index: Int) -> String {
        let start = lineStart(ofOffset: tokens[index].start)
        var end = start
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Where text going after token `index` should be inserted: at the end of its line when nothing
    /// but a comment follows there (so a trailing `// note` stays with its line), else right after it.
    func insertionPoint(after index: Int) -> Int {
        let after = tokens[index].end
        let next = index + 1 < tokens.count ? tokens[index + 1].start : bytes.count
        guard line(ofOffset: next) > line(ofOffset: after) || next == bytes.count else { return after }
        let end = lineEnd(ofOffset: after)
        // A block comment that starts on this line and runs on: the line's end is inside it.
        if comments.contains(where: { $0.lowerBound < end && $0.upperBound > end }) { return after }
        return end
    }

    private func detectIndentUnit() -> String {
        var smallest: Int?
        var previousLine = 0
        // Only the first token of a line can begin it; checking just those keeps one huge line linear.
        for index in tokens.indices {
            let line = line(ofToken: index)
            defer { previousLine = line }
            guard line != previousLine, beginsLine(index) else { continue }
            let indent = indentation(ofLineOf: index)
            if indent.contains("\t") { return "\t" }
            if !indent.isEmpty, smallest.map({ indent.count < $0 }) ?? true { smallest = indent.count }
        }
        return String(repeating: " ", count: min(smallest ?? 4, 8))
    }
}
