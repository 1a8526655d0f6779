import Diagnostics
import Foundation

/// Reads the OpenStep ASCII property list format as Xcode writes `project.pbxproj`:
/// `// !$*UTF8*$!`, `{ key = value; }`, `( a, b, )`, quoted strings with escapes, unquoted
/// strings, `<0fbd 77>` data and `/* comments */`. Works on the bytes (the file is UTF-8) and
/// records each node's byte range, so an editor can insert text without rewriting the rest.
///
/// Errors are `Diagnostic`s located at `FILE:LINE:COL` with the offending line and a caret.
public struct PlistParser {
    public let bytes: [UInt8]
    public let path: String
    /// Every comment met, in file order.
    public private(set) var comments: [PlistComment] = []
    private var position = 0
    private var depth = 0
    /// Deeper nesting than this is refused (a project file nests about six levels), so that a
    /// malformed file cannot exhaust the stack.
    static let maximumDepth = 256

    public init(bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.path = path
    }

    /// Parses the whole file: one value (the root dictionary), then only comments and whitespace.
    public mutating func parseDocument() throws -> PlistNode {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        skipTrivia()
        guard position < bytes.count else { throw error("the file is empty; a project file is one dictionary `{ … }`") }
        let root = try parseValue()
        skipTrivia()
        if position < bytes.count { throw error("unexpected \(describe(position)) after the end of the property list") }
        return root
    }

    // MARK: - Values

    private mutating func parseValue() throws -> PlistNode {
        guard position < bytes.count else { throw error("unexpected end of file, expected a value") }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try nested { try $0.parseDictionary() }
        case UInt8(ascii: "("): return try nested { try $0.parseArray() }
        case UInt8(ascii: "<"): return try parseData()
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return try parseQuoted()
        default:
            guard Self.isUnquoted(bytes[position]) else { throw error("unexpected \(describe(position)), expected a value") }
            return parseUnquoted()
        }
    }

    private mutating func nested(_ body: (inout PlistParser) throws -> PlistNode) throws -> PlistNode {
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maximumDepth { throw error("nesting deeper than \(Self.maximumDepth) levels") }
        return try body(&self)
    }

    private mutating func parseDictionary() throws -> PlistNode {
        let start = position
        position += 1
        var entries: [PlistEntry] = []
        while true {
            skipTrivia()
            guard position < bytes.count else { throw error("unterminated dictionary: missing `}`", at: start) }
            if bytes[position] == UInt8(ascii: "}") {
                position += 1
                return PlistNode(kind: .dictionary(entries), range: start..<position)
            }
            let keyStart = position
            let key = try parseValue()
            guard let keyText = key.string else { throw error("a dictionary key must be a string", at: keyStart) }
            skipTrivia()
            try expect("=", "after the key '\(keyText)'")
            skipTrivia()
            let value = try parseValue()
            skipTrivia()
            try expect(";", "after the value of '\(keyText)'")
            entries.append(PlistEntry(key: keyText, keyStart: keyStart, value: value, end: position))
        }
    }

    private mutating func parseArray() throws -> PlistNode {
        let start = position
        position += 1
        var items: [PlistNode] = []
        while true {
            skipTrivia()
            guard position < bytes.count else { throw error("unterminated array: missing `)`", at: start) }
            if bytes[position] == UInt8(ascii: ")") {
                position += 1
                return PlistNode(kind: .array(items), range: start..<position)
            }
            items.append(try parseValue())
            skipTrivia()
            guard position < bytes.count else { throw error("unterminated array: missing `)`", at: start) }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
            } else if bytes[position] != UInt8(ascii: ")") {
                throw error("expected `,` or `)` in the array, found \(describe(position))")
            }
        }
    }

    private mutating func parseData() throws -> PlistNode {
        let start = position
        position += 1
        var data = Data()
        var high: UInt8?
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: ">") {
                if high != nil { throw error("odd number of hex digits in data", at: start) }
                position += 1
                return PlistNode(kind: .data(data), range: start..<position)
            }
            if Self.isWhitespace(byte) {
                position += 1
                continue
            }
            guard let nibble = Self.hexValue(byte) else { throw error("unexpected \(describe(position)) in data `<…>`") }
            if let h = high {
                data.append(h << 4 | nibble)
                high = nil
            } else {
                high = nibble
            }
            position += 1
        }
        throw error("unterminated data: missing `>`", at: start)
    }

    private mutating func parseQuoted() throws -> PlistNode {
        let start = position
        let quote = bytes[position]
        position += 1
        var out: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            if byte == quote {
                position += 1
                return PlistNode(kind: .string(String(decoding: out, as: UTF8.self)), range: start..<position)
            }
            if byte == UInt8(ascii: "\\") {
                try unescape(into: &out)
            } else {
                out.append(byte)
                position += 1
            }
        }
        throw error("unterminated string: missing the closing quote", at: start)
    }

    /// One escape after a backslash: `\n \t \r \a \b \f \v \\ \" \'`, `\U` with four hex digits,
    /// and up to three octal digits, as NeXT's property list reader understands them.
    private mutating func unescape(into out: inout [UInt8]) throws {
        let slash = position
        position += 1
        guard position < bytes.count else { throw error("unterminated string: a backslash ends the file", at: slash) }
        let byte = bytes[position]
        position += 1
        switch byte {
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "a"): out.append(0x07)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "v"): out.append(0x0B)
        case UInt8(ascii: "U"), UInt8(ascii: "u"):
            var scalar: UInt32 = 0
            for _ in 0..<4 {
                guard position < bytes.count, let digit = Self.hexValue(bytes[position]) else {
                    throw error("`\\U` needs four hex digits", at: slash)
                }
                scalar = scalar << 4 | UInt32(digit)
                position += 1
            }
            guard let unicode = Unicode.Scalar(scalar) else { throw error("`\\U` names no character", at: slash) }
            out.append(contentsOf: Array(String(Character(unicode)).utf8))
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = UInt32(byte - UInt8(ascii: "0"))
            var count = 1
            while count < 3, position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[position]) {
                value = value << 3 | UInt32(bytes[position] - UInt8(ascii: "0"))
                position += 1
                count += 1
            }
            out.append(UInt8(truncatingIfNeeded: value))
        default:
            // `\\`, `\"`, `\'` and any other character stand for themselves.
            out.append(byte)
        }
    }

    private mutating func parseUnquoted() -> PlistNode {
        let start = position
        while position < bytes.count, Self.isUnquoted(bytes[position]) { position += 1 }
        return PlistNode(kind: .string(String(decoding: bytes[start..<position], as: UTF8.self)), range: start..<position)
    }

    // MARK: - Trivia

    private mutating func skipTrivia() {
        while position < bytes.count {
            let byte = bytes[position]
            if Self.isWhitespace(byte) {
                position += 1
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
                let start = position
                position += 2
                while position < bytes.count, !(bytes[position] == UInt8(ascii: "*") && position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "/")) {
                    position += 1
                }
                // An unterminated comment runs to the end of the file; the value after it is then missing.
                position = min(bytes.count, position + 2)
                record(start)
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
                let start = position
                while position < bytes.count, bytes[position] != 0x0A { position += 1 }
                record(start)
            } else {
                return
            }
        }
    }

    private mutating func record(_ start: Int) {
        comments.append(PlistComment(text: String(decoding: bytes[start..<position], as: UTF8.self), range: start..<position))
    }

    private mutating func expect(_ character: Character, _ context: String) throws {
        guard position < bytes.count, bytes[position] == character.asciiValue else {
            throw error("expected `\(character)` \(context), found \(position < bytes.count ? describe(position) : "the end of the file")")
        }
        position += 1
    }

    // MARK: - Characters

    /// Characters of an unquoted string as NeXT's reader accepts them (Xcode itself writes fewer
    /// unquoted: see `PlistWriter.quoted`).
    static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"),
            UInt8(ascii: "+"), UInt8(ascii: "~"), UInt8(ascii: "@"):
            return true
        default:
            return false
        }
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    // MARK: - Errors

    private func describe(_ offset: Int) -> String {
        let byte = bytes[offset]
        if Self.isUnquoted(byte) {
            // A whole word reads better than its first letter: found `sourceTree`.
            var end = offset
            while end < bytes.count, end - offset < 40, Self.isUnquoted(bytes[end]) { end += 1 }
            return "`" + String(decoding: bytes[offset..<end], as: UTF8.self) + "`"
        }
        if byte >= 0x21, byte < 0x7F { return "`\(Character(Unicode.Scalar(byte)))`" }
        return String(format: "byte 0x%02X", byte)
    }

    private func error(_ message: String, at offset: Int? = nil) -> Diagnostic {
        let location = Self.location(of: offset ?? position, in: bytes, path: path)
        let source = SourceText(path: path, text: String(decoding: bytes, as: UTF8.self))
        return Diagnostic(code: DiagnosticCode.pbxprojSyntax, message: message, at: location, in: source)
    }

    /// The 1-based line and column (in Unicode scalars) of a byte offset.
    static func location(of offset: Int, in bytes: [UInt8], path: String) -> SourceLocation {
        var line = 1
        var lineStart = 0
        let end = min(offset, bytes.count)
        for index in 0..<end where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        // Continuation bytes (10xxxxxx) are not characters of their own.
        let column = bytes[lineStart..<end].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
        return SourceLocation(file: path, line: line, column: column)
    }
}
