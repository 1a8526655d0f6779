/// Finds the first byte that is not part of well-formed UTF-8, so a config saved in Latin-1 is
/// reported at its line and column instead of being silently mangled.
enum UTF8Validation {
    struct Problem {
        var byte: UInt8
        /// 1-based, counting characters (Unicode scalars) as `SourceLocation` does.
        var line: Int
        var column: Int
    }

    static func firstProblem(in bytes: [UInt8]) -> Problem? {
        // Most configs are all ASCII: eight bytes at a time find that, and lines and columns are
        // only counted when something may be wrong.
        if isASCII(bytes) { return nil }
        var line = 1, column = 1
        var i = 0
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            let length: Int
            var minimum: UInt32 = 0
            if b < 0x80 {
                length = 1
            } else if b & 0xE0 == 0xC0 {
                length = 2; minimum = 0x80
            } else if b & 0xF0 == 0xE0 {
                length = 3; minimum = 0x800
            } else if b & 0xF8 == 0xF0 {
                length = 4; minimum = 0x10000
            } else {
                return Problem(byte: b, line: line, column: column)
            }
            if length > 1 {
                var scalar = UInt32(b) & (0xFF >> (length + 1))
                for k in 1..<length {
                    guard i + k < n, bytes[i + k] & 0xC0 == 0x80 else {
                        return Problem(byte: i + k < n ? bytes[i + k] : b, line: line, column: column)
                    }
                    scalar = scalar << 6 | UInt32(bytes[i + k] & 0x3F)
                }
                // Overlong forms, UTF-16 surrogates and values past U+10FFFF are not UTF-8 either.
                if scalar < minimum || (0xD800...0xDFFF).contains(scalar) || scalar > 0x10FFFF {
                    return Problem(byte: b, line: line, column: column)
                }
            }
            if b == 0x0A {
                line += 1
                column = 1
            } else {
                column += 1
            }
            i += length
        }
        return nil
    }

    static func isASCII(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { raw in
            let highBits: UInt64 = 0x8080_8080_8080_8080
            var offset = 0
            while offset + 8 <= raw.count {
                if raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & highBits != 0 { return false }
                offset += 8
            }
            while offset < raw.count {
                if raw[offset] >= 0x80 { return false }
                offset += 1
            }
            return true
        }
    }
}
