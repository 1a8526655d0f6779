/// A parser for the plain block YAML that configs are written in: block mappings and sequences,
/// one-line plain scalars, one-line quoted scalars without escapes, comments and blank lines.
/// It builds exactly the tree (texts, styles, marks) the libyaml path builds, at a fraction of the
/// cost, and gives up (`parse` returns nil) on anything else: anchors, aliases, tags, flow
/// collections, block or multi-line scalars, tabs, document markers, duplicate keys, and every
/// error. The libyaml path then reads the file as before, so unusual documents and every
/// diagnostic behave exactly as they always did.
///
/// It works line by line, as libyaml's scanner decides by indentation: a line more indented than
/// the innermost open collection must belong to a node that was just opened, otherwise libyaml
/// would either continue a multi-line scalar or report an error, both of which are left to it.
struct PlainBlockParser {
    /// Thrown to give up; nothing is reported, the libyaml path takes over.
    struct Unsupported: Error {}

    let bytes: UnsafeBufferPointer<UInt8>
    /// 1-based number of the current content line.
    private(set) var line = 0
    private(set) var lineStart = 0
    /// Leading spaces of the current line; its content starts at `lineStart + indent`.
    private(set) var indent = 0
    /// Where the current line's text ends (before its `\n` or `\r\n`).
    private(set) var contentEnd = 0
    private var nextLineStart = 0
    private(set) var lineIsASCII = true
    private var atEnd = false
    private var depth = 0
    /// The items of every open sequence, innermost last, taken out in one piece when it closes.
    private var entries: [Node] = []
    private var keys: KeyTable
    /// Mappings opened so far: each one's number in `keys`.
    private var mappings = 0
    /// Set by `scalar(at:)`: just past the `:` when the scalar is a key, else nil.
    var afterKey: Int?
    /// Set by `scalar(at:)` for a key: its text's hash.
    var keyHash: UInt64 = 0

    /// Far below `YAMLLoader.maximumDepth`, so the limit's diagnostic always comes from the libyaml path.
    static let maximumDepth = 64
    /// libyaml requires a simple key to end within 1024 characters of its start; bytes are never fewer.
    static let maximumKeyBytes = 1000

    /// The document's root, or nil when the parser gives up (including for an empty document).
    static func parse(_ bytes: [UInt8]) -> Node? {
        bytes.withUnsafeBufferPointer { buffer in
            var parser = PlainBlockParser(bytes: buffer)
            return try? parser.document()
        }
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        keys = KeyTable(byteCount: bytes.count)
    }

    private mutating func document() throws -> Node {
        try advance()
        guard !atEnd else { throw Unsupported() }
        let root = try node(at: lineStart + indent, parentIndent: -1)
        guard atEnd else { throw Unsupported() }
        return root
    }

    // MARK: - Lines

    /// Moves to the next line with content, skipping blank and comment lines; checks every byte
    /// on the way, since libyaml's reader rejects control characters even inside comments.
    private mutating func advance() throws {
        while true {
            let start = nextLineStart
            guard start < bytes.count else {
                atEnd = true
                return
            }
            line += 1
            var i = start
            while i < bytes.count, bytes[i] == 0x20 { i += 1 }
            let first = i
            var ascii = true
            var end = bytes.count
            while i < bytes.count {
                // Eight printable ASCII bytes at a time, the common case.
                if i + 8 <= bytes.count, Self.isPrintableASCII(UnsafeRawPointer(bytes.baseAddress! + i).loadUnaligned(as: UInt64.self)) {
                    i += 8
                    continue
                }
                let b = bytes[i]
                if b &- 0x20 < 0x5F {
                    i += 1
                    continue
                }
                if b == 0x0A {
                    end = i
                    break
                }
                if b == 0x0D, i + 1 < bytes.count, bytes[i + 1] == 0x0A {
                    end = i
                    i += 1
                    break
                }
                guard b >= 0x80 else { throw Unsupported() }  // tabs, lone CR, control characters, DEL
                ascii = false
                i += try Self.checkedCharacterLength(bytes, at: i)
            }
            nextLineStart = i + 1
            if first == end || bytes[first] == UInt8(ascii: "#") { continue }
            lineStart = start
            indent = first - start
            contentEnd = end
            lineIsASCII = ascii
            // `---`, `...` and `%` directives at the start of a line are document syntax.
            if indent == 0, end - first >= 3, bytes[first] == bytes[first + 1], bytes[first] == bytes[first + 2],
                bytes[first] == UInt8(ascii: "-") || bytes[first] == UInt8(ascii: ".")
            {
                throw Unsupported()
            }
            return
        }
    }

    /// Whether all eight bytes are in 0x20...0x7E: none below 0x20 (the borrow trick sets a byte's
    /// top bit only for such bytes) and none at 0x7F or above (adding 1 reaches 0x80 only from there).
    static func isPrintableASCII(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let below = (word &- 0x20 &* ones) & ~word & highs
        let above = ((word &+ ones) | word) & highs
        return below | above == 0
    }

    /// The top bit set in each byte of `word` equal to `byte`, exact up to
    /// the first such byte (the zero-byte test on `word ^ byte`s, whose borrow can only mark bytes
    /// after a true match), so its trailing zero count / 8 is how many bytes precede the first match.
    static func bytesEqual(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let x = word ^ (UInt64(byte) &* ones)
        return (x &- ones) & ~x & (ones &<< 7)
    }

    /// The length of the (already validated) UTF-8 character at `i`; throws for the characters
    /// libyaml treats specially: C1 controls and NEL, the line and paragraph separators, the byte
    /// order mark and the non-characters U+FFFE/U+FFFF.
    private static func checkedCharacterLength(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) throws -> Int {
        let b = bytes[i]
        if b < 0xE0 {
            if b == 0xC2, bytes[i + 1] < 0xA0 { throw Unsupported() }
            return 2
        }
        if b < 0xF0 {
            let b1 = bytes[i + 1], b2 = bytes[i + 2]
            if b == 0xE2, b1 == 0x80, b2 == 0xA8 || b2 == 0xA9 { throw Unsupported() }
            if b == 0xEF, b1 == 0xBB, b2 == 0xBF { throw Unsupported() }
            if b == 0xEF, b1 == 0xBF, b2 >= 0xBE { throw Unsupported() }
            return 3
        }
        return 4
    }

    /// libyaml's 1-based column: characters, not bytes, before `position` on the current line.
    func mark(_ position: Int) -> Mark {
        if lineIsASCII { return Mark(line: line, column: position - lineStart + 1) }
        var column = 1
        for i in lineStart..<position where bytes[i] & 0xC0 != 0x80 { column += 1 }
        return Mark(line: line, column: column)
    }

    /// A blank, or the end of the line (libyaml's "blank or break" after `-`, `:` and `?`).
    func isBlankOrEnd(_ i: Int) -> Bool {
        i >= contentEnd || bytes[i] == 0x20
    }

    private func isSequenceEntry(_ i: Int) -> Bool {
        bytes[i] == UInt8(ascii: "-") && isBlankOrEnd(i + 1)
    }

    func skipSpaces(from i: Int) -> Int {
        var i = i
        while i < contentEnd, bytes[i] == 0x20 { i += 1 }
        return i
    }

    // MARK: - Nodes

    /// The node starting at `position` on the current line; `parentIndent` is the column of the
    /// collection holding it (a plain scalar would continue onto any line indented further).
    private mutating func node(at position: Int, parentIndent: Int) throws -> Node {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { throw Unsupported() }
        let column = position - lineStart  // only spaces and `- ` precede it: bytes are characters
        if isSequenceEntry(position) {
            return try sequence(column: column, at: position, indentless: false)
        }
        if bytes[position] == UInt8(ascii: "[") || bytes[position] == UInt8(ascii: "{") {
            let collection = try flow(at: position)
            try endScalarLine(parentIndent: parentIndent)
            return collection
        }
        let first = try scalar(at: position)
        if let afterColon = afterKey {
            return try mapping(column: column, firstKey: first, afterColon: afterColon)
        }
        try endScalarLine(parentIndent: parentIndent)
        return .scalar(first)
    }

    /// After a scalar that ends its line: a line indented past the collection holding it would
    /// continue the scalar (or be an error); both are libyaml's.
    private mutating func endScalarLine(parentIndent: Int) throws {
        try advance()
        if !atEnd, indent > parentIndent { throw Unsupported() }
    }

    /// A value written on the lines below its `key:` or `-`, or the empty plain scalar libyaml
    /// gives when there is none, marked just after the indicator.
    private mutating func valueBelow(column: Int, emptyAt empty: Mark, indentlessAllowed: Bool) throws -> Node {
        try advance()
        if !atEnd {
            if indent > column { return try node(at: lineStart + indent, parentIndent: column) }
            if indentlessAllowed, indent == column, isSequenceEntry(lineStart + indent) {
                depth += 1
                defer { depth -= 1 }
                guard depth <= Self.maximumDepth else { throw Unsupported() }
                return try sequence(column: column, at: lineStart + indent, indentless: true)
            }
        }
        return .scalar(Scalar(text: "", mark: empty))
    }

    /// A block sequence whose first `-` is at `position`. An indentless one (`key:` then `- x` at
    /// the key's column) ends at the mapping's next key; any other ends only at a shallower line.
    private mutating func sequence(column: Int, at position: Int, indentless: Bool) throws -> Node {
        let sequenceMark = mark(position)
        let start = entries.count
        var dash = position
        while true {
            let content = skipSpaces(from: dash + 1)
            if content == contentEnd || bytes[content] == UInt8(ascii: "#") {
                entries.append(try valueBelow(column: column, emptyAt: mark(dash + 1), indentlessAllowed: false))
            } else {
                entries.append(try node(at: content, parentIndent: column))
            }
            if atEnd || indent < column { break }
            guard indent == column else { throw Unsupported() }
            dash = lineStart + indent
            if !isSequenceEntry(dash) {
                if indentless { break }
                throw Unsupported()
            }
        }
        return .sequence(takeItems(from: start), sequenceMark)
    }

    /// A block mapping at `column` whose first key has been read up to its `:` (`keyHash` is its hash).
    private mutating func mapping(column: Int, firstKey: Scalar, afterColon: Int) throws -> Node {
        let mappingMark = firstKey.mark
        mappings += 1
        let number = mappings
        // Its own array, reserved for a gem's few options: growing moves pairs without copying them,
        // and it is made by specialized code, where taking a slice of `entries` was not.
        var pairs: [(key: Node, value: Node)] = []
        pairs.reserveCapacity(4)
        var key = Node.scalar(firstKey)
        var afterColon = afterColon
        while true {
            guard keys.insert(keyHash, mapping: number) else { throw Unsupported() }
            let content = skipSpaces(from: afterColon)
            if content == contentEnd || bytes[content] == UInt8(ascii: "#") {
                pairs.append((key: consume key, value: try valueBelow(column: column, emptyAt: mark(afterColon), indentlessAllowed: true)))
            } else {
                // `a: - b` and `a: b: c` are errors; a value on the key's line is a scalar.
                if isSequenceEntry(content) { throw Unsupported() }
                let value: Node
                if bytes[content] == UInt8(ascii: "[") || bytes[content] == UInt8(ascii: "{") {
                    value = try flow(at: content)
                } else {
                    value = .scalar(try scalar(at: content))
                    if afterKey != nil { throw Unsupported() }
                }
                try endScalarLine(parentIndent: column)
                pairs.append((key: consume key, value: value))
            }
            if atEnd || indent < column { break }
            guard indent == column else { throw Unsupported() }
            let position = lineStart + indent
            if isSequenceEntry(position) { throw Unsupported() }
            key = .scalar(try scalar(at: position))
            guard let colon = afterKey else { throw Unsupported() }
            afterColon = colon
        }
        return .mapping(pairs, mappingMark)
    }

    /// Removes `entries[start...]` and returns them in order, moved rather than copied.
    private mutating func takeItems(from start: Int) -> [Node] {
        entries.removeSuffixMoving(from: start)
    }
}
