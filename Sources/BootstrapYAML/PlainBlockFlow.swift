/// The flow collections of `PlainBlockParser`: a one-line list of scalars (`[test, development]`,
/// `[">= 3.26", "< 4"]`) and the empty `{}` and `[]`, which configs write. Anything more (nested
/// collections, `key: value` pairs, a trailing comma, items starting with an indicator, a list
/// going on past its line) is given up on.
extension PlainBlockParser {
    /// The flow collection at `start` (`[` or `{`), which must end its line (but for a comment).
    mutating func flow(at start: Int) throws -> Node {
        let collectionMark = mark(start)
        var i = skipSpaces(from: start + 1)
        var node: Node
        if bytes[start] == UInt8(ascii: "{") {
            guard i < contentEnd, bytes[i] == UInt8(ascii: "}") else { throw Unsupported() }
            node = .mapping([], collectionMark)
        } else {
            var items: [Node] = []
            if i < contentEnd, bytes[i] != UInt8(ascii: "]") {
                while true {
                    items.append(.scalar(try flowItem(at: i, end: &i)))
                    i = skipSpaces(from: i)
                    guard i < contentEnd else { throw Unsupported() }
                    if bytes[i] == UInt8(ascii: "]") { break }
                    guard bytes[i] == UInt8(ascii: ",") else { throw Unsupported() }
                    i = skipSpaces(from: i + 1)
                    // `[a, ]` and `[a,` going on below are left to libyaml.
                    guard i < contentEnd, bytes[i] != UInt8(ascii: "]") else { throw Unsupported() }
                }
            }
            guard i < contentEnd else { throw Unsupported() }
            node = .sequence(items, collectionMark)
        }
        let after = skipSpaces(from: i + 1)
        guard after == contentEnd || bytes[after] == UInt8(ascii: "#") else { throw Unsupported() }
        return node
    }

    /// One item of a flow list: a quoted scalar, or a plain one up to `,` or `]` without its
    /// trailing blanks. `:` and `#` are given up on, as are the indicators that may start one.
    private mutating func flowItem(at start: Int, end: inout Int) throws -> Scalar {
        let first = bytes[start]
        if first == UInt8(ascii: "'") || first == UInt8(ascii: "\"") {
            let item = try quotedScalar(at: start, style: first == UInt8(ascii: "'") ? .singleQuoted : .doubleQuoted)
            end = item.closingQuote + 1
            return item.scalar
        }
        if Self.isFlowPlainStop(first) || first == UInt8(ascii: "-") || first == UInt8(ascii: "?")
            || first == UInt8(ascii: "&") || first == UInt8(ascii: "*") || first == UInt8(ascii: "!")
            || first == UInt8(ascii: "|") || first == UInt8(ascii: ">") || first == UInt8(ascii: "%")
            || first == UInt8(ascii: "@") || first == UInt8(ascii: "`")
        {
            throw Unsupported()
        }
        var i = start
        var last = start
        while i < contentEnd {
            let b = bytes[i]
            if b == UInt8(ascii: ",") || b == UInt8(ascii: "]") { break }
            if Self.isFlowPlainStop(b) { throw Unsupported() }
            if b != 0x20 { last = i + 1 }
            i += 1
        }
        end = i
        return Scalar(text: text(start..<last), style: .plain, mark: mark(start))
    }

    private static func isFlowPlainStop(_ b: UInt8) -> Bool {
        b == UInt8(ascii: ",") || b == UInt8(ascii: "[") || b == UInt8(ascii: "]") || b == UInt8(ascii: "{")
            || b == UInt8(ascii: "}") || b == UInt8(ascii: ":") || b == UInt8(ascii: "#")
    }
}
