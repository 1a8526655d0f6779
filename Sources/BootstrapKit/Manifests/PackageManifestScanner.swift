/// One token of a Package.swift: enough of Swift's lexical grammar to edit a manifest without
/// being fooled by brackets or commas inside string literals and comments.
struct ManifestToken {
    enum Kind: Equatable {
        /// An identifier, keyword, number, `#if`-style directive or backquoted name.
        case word
        case string
        /// One of `( ) [ ] { } , : .`
        case punctuation
        /// Any other single byte (operator characters and the like).
        case other
    }

    var kind: Kind
    /// Byte offsets into the UTF-8 text, half-open.
    var start: Int
    var end: Int
    /// The decoded value of a string literal without interpolation; nil for other tokens and for
    /// strings whose value is only known at run time.
    var stringValue: String?
}

/// Why a Package.swift could not be tokenized; `offset` is where the offending construct starts.
struct ManifestScanError: Error {
    var message: String
    var offset: Int
}

/// Splits a Package.swift into tokens. Whitespace and comments are not tokens; comment byte ranges
/// are kept so that edits never land inside one.
struct PackageManifestScanner {
    /// Interpolations nest strings inside strings; real manifests need two or three levels, so a
    /// deeper file is refused rather than risking unbounded recursion.
    static let maximumStringNesting = 32

    private let bytes: [UInt8]
    private var position = 0
    private(set) var tokens: [ManifestToken] = []
    private(set) var comments: [Range<Int>] = []

    private init(bytes: [UInt8]) { self.bytes = bytes }

    static func scan(_ bytes: [UInt8]) throws -> (tokens: [ManifestToken], comments: [Range<Int>]) {
        var scanner = PackageManifestScanner(bytes: bytes)
        try scanner.scanAll()
        return (scanner.tokens, scanner.comments)
    }

    private mutating func scanAll() throws {
        while position < bytes.count {
            if try skipTrivia() { continue }
            let start = position
            let byte = bytes[position]
            if startsString(at: position) {
                let value = try scanString(nesting: 0)
                tokens.append(ManifestToken(kind: .string, start: start, end: position, stringValue: value))
            } else if byte == UInt8(ascii: "#"), Self.isWordByte(self.byte(at: position + 1)) {
                // `#if`, `#else`, `#endif`, `#available`: one word, so `#if os(Linux)` reads as code.
                position += 1
                while Self.isWordByte(self.byte(at: position)) { position += 1 }
                tokens.append(ManifestToken(kind: .word, start: start, end: position))
            } else if Self.isWordByte(byte) {
                while Self.isWordByte(self.byte(at: position)) { position += 1 }
                tokens.append(ManifestToken(kind: .word, start: start, end: position))
            } else if byte == UInt8(ascii: "`") {
                try scanBackquotedName()
                tokens.append(ManifestToken(kind: .word, start: start, end: position))
            } else if Self.punctuation.contains(byte) {
                position += 1
                tokens.append(ManifestToken(kind: .punctuation, start: start, end: position))
            } else {
                position += 1
                tokens.append(ManifestToken(kind: .other, start: start, end: position))
            }
        }
    }

    private static let punctuation: Set<UInt8> = Set("()[]{},:.".utf8)

    /// Identifier and number characters; every non-ASCII byte counts, as Swift allows Unicode identifiers.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...0xFF:
            return true
        default:
            return false
        }
    }

    /// The byte at `index`, or 0 past the end, so look-ahead needs no bounds checks of its own.
    private func byte(at index: Int) -> UInt8 { index < bytes.count ? bytes[index] : 0 }

    /// Skips whitespace or one comment; returns whether it skipped anything.
    private mutating func skipTrivia() throws -> Bool {
        let byte = bytes[position]
        if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
            position += 1
            return true
        }
        guard byte == UInt8(ascii: "/") else { return false }
        let start = position
        if self.byte(at: position + 1) == UInt8(ascii: "/") {
            while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
            comments.append(start..<position)
            return true
        }
        if self.byte(at: position + 1) == UInt8(ascii: "*") {
            // Swift block comments nest: `/* a /* b */ c */` is one comment.
            var depth = 0
            repeat {
                if position >= bytes.count { throw ManifestScanError(message: "unterminated /* comment", offset: start) }
                if bytes[position] == UInt8(ascii: "/"), self.byte(at: position + 1) == UInt8(ascii: "*") {
                    depth += 1
                    position += 2
                } else if bytes[position] == UInt8(ascii: "*"), self.byte(at: position + 1) == UInt8(ascii: "/") {
                    depth -= 1
                    position += 2
                } else {
                    position += 1
                }
            } while depth > 0
            comments.append(start..<position)
            return true
        }
        return false
    }

    /// Whether a string literal starts here: `"`, or one or more `#` followed by `"` (a raw string).
    private func startsString(at index: Int) -> Bool {
        var i = index
        while byte(at: i) == UInt8(ascii: "#") { i += 1 }
        return byte(at: i) == UInt8(ascii: "\"")
    }

    private mutating func scanBackquotedName() throws {
        let start = position
        position += 1
        while position < bytes.count, bytes[position] != UInt8(ascii: "`") {
            if bytes[position] == UInt8(ascii: "\n") { break }
            position += 1
        }
        guard byte(at: position) == UInt8(ascii: "`") else {
            throw ManifestScanError(message: "unterminated `name`", offset: start)
        }
        position += 1
    }

    /// Scans a string literal (plain, raw `#"…"#`, multi-line `"""`) starting at `position` and
    /// returns its value when it is a single-line literal without interpolation.
    private mutating func scanString(nesting: Int) throws -> String? {
        let start = position
        var hashes = 0
        while byte(at: position) == UInt8(ascii: "#") {
            hashes += 1
            position += 1
        }
        let quote = UInt8(ascii: "\"")
        let multiLine = byte(at: position + 1) == quote && byte(at: position + 2) == quote
        position += multiLine ? 3 : 1
        var value: [UInt8]? = multiLine ? nil : []
        while true {
            guard position < bytes.count else {
                throw ManifestScanError(message: "unterminated string literal", offset: start)
            }
            let current = bytes[position]
            if current == UInt8(ascii: "\n"), !multiLine {
                throw ManifestScanError(message: "unterminated string literal", offset: start)
            }
            if current == quote, closesString(at: position, multiLine: multiLine, hashes: hashes) {
                position += (multiLine ? 3 : 1) + hashes
                return value.map { String(decoding: $0, as: UTF8.self) }
            }
            if current == UInt8(ascii: "\\"), hashesFollow(position + 1, count: hashes) {
                let escaped = position + 1 + hashes
                if byte(at: escaped) == UInt8(ascii: "(") {
                    // An interpolation: its code may hold strings and parentheses of its own.
                    position = escaped + 1
                    try skipInterpolation(nesting: nesting + 1, stringStart: start)
                    value = nil
                    continue
                }
                position = escaped
                let decoded = try escapedBytes(stringStart: start)
                value?.append(contentsOf: decoded)
                continue
            }
            value?.append(current)
            position += 1
        }
    }

    private func closesString(at index: Int, multiLine: Bool, hashes: Int) -> Bool {
        let quotes = multiLine ? 3 : 1
        for i in 0..<quotes where byte(at: index + i) != UInt8(ascii: "\"") { return false }
        return hashesFollow(index + quotes, count: hashes)
    }

    private func hashesFollow(_ index: Int, count: Int) -> Bool {
        for i in 0..<count where byte(at: index + i) != UInt8(ascii: "#") { return false }
        return true
    }

    /// Decodes the escape whose character is at `position` (the backslash and hashes are behind it).
    private mutating func escapedBytes(stringStart: Int) throws -> [UInt8] {
        let character = byte(at: position)
        position += 1
        switch character {
        case UInt8(ascii: "n"): return [0x0A]
        case UInt8(ascii: "t"): return [0x09]
        case UInt8(ascii: "r"): return [0x0D]
        case UInt8(ascii: "0"): return [0x00]
        case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"): return [character]
        case UInt8(ascii: "\n"): return []  // a line continuation in a multi-line string
        case UInt8(ascii: "u"):
            guard byte(at: position) == UInt8(ascii: "{") else { break }
            var hex = ""
            position += 1
            while position < bytes.count, bytes[position] != UInt8(ascii: "}"), hex.count <= 8 {
                hex.append(Character(Unicode.Scalar(bytes[position])))
                position += 1
            }
            guard byte(at: position) == UInt8(ascii: "}"), let code = UInt32(hex, radix: 16),
                let scalar = Unicode.Scalar(code)
            else { break }
            position += 1
            return Array(String(Character(scalar)).utf8)
        default:
            break
        }
        throw ManifestScanError(message: "invalid escape in string literal", offset: stringStart)
    }

    /// Skips the code of an interpolation up to its closing `)`, through nested parentheses and strings.
    private mutating func skipInterpolation(nesting: Int, stringStart: Int) throws {
        guard nesting <= Self.maximumStringNesting else {
            throw ManifestScanError(message: "string interpolations nested too deeply", offset: stringStart)
        }
        var depth = 1
        while depth > 0 {
            guard position < bytes.count else {
                throw ManifestScanError(message: "unterminated string literal", offset: stringStart)
            }
            if try skipTrivia() { continue }
            if startsString(at: position) {
                _ = try scanString(nesting: nesting)
                continue
            }
            if bytes[position] == UInt8(ascii: "(") { depth += 1 }
            if bytes[position] == UInt8(ascii: ")") { depth -= 1 }
            position += 1
        }
    }
}
