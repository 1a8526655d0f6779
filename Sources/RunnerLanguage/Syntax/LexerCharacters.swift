// Byte classes the lexer asks about. The source is UTF-8; every byte of a non-ASCII character
// counts as an identifier character, as in Ruby, so `café` is one identifier.

extension UInt8 {
    static let newline: UInt8 = 0x0A
    static let space: UInt8 = 0x20
    static let tab: UInt8 = 0x09
    static let carriageReturn: UInt8 = 0x0D
    static let backslash: UInt8 = 0x5C
    static let hash: UInt8 = 0x23
}

@inline(__always) func ascii(_ c: Unicode.Scalar) -> UInt8 { UInt8(c.value) }

@inline(__always) func isHorizontalSpace(_ b: UInt8) -> Bool {
    b == 0x20 || b == 0x09 || b == 0x0D || b == 0x0B || b == 0x0C
}

@inline(__always) func isWhitespace(_ b: UInt8) -> Bool { isHorizontalSpace(b) || b == 0x0A }

@inline(__always) func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

@inline(__always) func isUpper(_ b: UInt8) -> Bool { b >= 0x41 && b <= 0x5A }

@inline(__always) func isIdentifierStart(_ b: UInt8) -> Bool {
    (b >= 0x61 && b <= 0x7A) || isUpper(b) || b == 0x5F || b >= 0x80
}

@inline(__always) func isIdentifierChar(_ b: UInt8) -> Bool { isIdentifierStart(b) || isDigit(b) }

@inline(__always) func isHexDigit(_ b: UInt8) -> Bool {
    isDigit(b) || (b >= 0x61 && b <= 0x66) || (b >= 0x41 && b <= 0x46)
}

func hexValue(_ b: UInt8) -> UInt32 {
    if isDigit(b) { return UInt32(b - 0x30) }
    if b >= 0x61 && b <= 0x66 { return UInt32(b - 0x61 + 10) }
    return UInt32(b - 0x41 + 10)
}

/// The closing delimiter of a `%w[` / `%(` / `%q{` literal: brackets pair up, anything else closes itself.
func closingDelimiter(for open: UInt8) -> UInt8 {
    switch open {
    case ascii("("): return ascii(")")
    case ascii("["): return ascii("]")
    case ascii("{"): return ascii("}")
    case ascii("<"): return ascii(">")
    default: return open
    }
}

/// Appends the UTF-8 encoding of a scalar (from `\u` escapes) to a byte buffer.
func appendUTF8(_ value: UInt32, to buffer: inout [UInt8]) -> Bool {
    guard let scalar = Unicode.Scalar(value) else { return false }
    buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
    return true
}
