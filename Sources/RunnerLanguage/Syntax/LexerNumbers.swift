// Numeric literals: `1_000`, `0x1f`, `0b101`, `0o17`, `017`, `1.5`, `1e3`, `2.5e-3`.

extension Lexer {
    mutating func lexNumber(spaceBefore: Bool) throws -> Token {
        let start = pos
        var radix = 10
        var digitsStart = pos
        if bytes[pos] == ascii("0") {
            switch byte(pos + 1) {
            case ascii("x"), ascii("X"): radix = 16; digitsStart = pos + 2
            case ascii("b"), ascii("B"): radix = 2; digitsStart = pos + 2
            case ascii("o"), ascii("O"): radix = 8; digitsStart = pos + 2
            case ascii("d"), ascii("D"): radix = 10; digitsStart = pos + 2
            case ascii("0")...ascii("7"), ascii("_"): radix = 8; digitsStart = pos + 1
            default: break
            }
        }
        var j = digitsStart
        // The integer's value is accumulated while scanning (no digit buffer or string to parse);
        // only a float's spelling is collected, for `Double` to read.
        var value = 0
        var tooLarge = false
        var digitCount = 0
        func isRadixDigit(_ b: UInt8) -> Bool {
            switch radix {
            case 16: return isHexDigit(b)
            case 2: return b == ascii("0") || b == ascii("1")
            case 8: return b >= ascii("0") && b <= ascii("7")
            default: return isDigit(b)
            }
        }
        while j < end && (isRadixDigit(bytes[j]) || (bytes[j] == ascii("_") && isRadixDigit(byte(j + 1)))) {
            if bytes[j] != ascii("_") {
                digitCount += 1
                let (shifted, overflow1) = value.multipliedReportingOverflow(by: radix)
                let (sum, overflow2) = shifted.addingReportingOverflow(Int(hexValue(bytes[j])))
                value = sum
                if overflow1 || overflow2 { tooLarge = true }
            }
            j += 1
        }
        var isFloat = false
        var digits: [UInt8] = []
        if radix == 10 && digitsStart == pos {
            // A fraction needs a digit after the dot: `1.times` is a call on 1.
            if byte(j) == ascii("."), isDigit(byte(j + 1)) {
                isFloat = true
                for d in digitsStart..<j where bytes[d] != ascii("_") { digits.append(bytes[d]) }
                digits.append(ascii("."))
                j += 1
                while j < end && (isDigit(bytes[j]) || (bytes[j] == ascii("_") && isDigit(byte(j + 1)))) {
                    if bytes[j] != ascii("_") { digits.append(bytes[j]) }
                    j += 1
                }
            }
            if byte(j) == ascii("e") || byte(j) == ascii("E") {
                var k = j + 1
                var exponent: [UInt8] = [ascii("e")]
                if byte(k) == ascii("+") || byte(k) == ascii("-") {
                    exponent.append(bytes[k])
                    k += 1
                }
                if isDigit(byte(k)) {
                    while k < end && (isDigit(bytes[k]) || (bytes[k] == ascii("_") && isDigit(byte(k + 1)))) {
                        if bytes[k] != ascii("_") { exponent.append(bytes[k]) }
                        k += 1
                    }
                    if !isFloat {
                        for d in digitsStart..<j where bytes[d] != ascii("_") { digits.append(bytes[d]) }
                    }
                    isFloat = true
                    digits.append(contentsOf: exponent)
                    j = k
                }
            }
        }
        if j < end && isIdentifierChar(bytes[j]) {
            throw error("invalid number: unexpected '\(text(j, j + 1))' in a numeric literal", at: start)
        }
        pos = j
        state = .end
        if isFloat {
            guard let value = Double(String(decoding: digits, as: UTF8.self)) else { throw error("invalid number", at: start) }
            return Token(.float, map: map, start: start, length: 0, spaceBefore: spaceBefore, value: Int(Int64(bitPattern: value.bitPattern)))
        }
        if digitCount == 0 {
            if radix == 8 && digitsStart == pos + 1 {
                return token(.integer, start, start + 1, spaceBefore: spaceBefore)
            }
            if j == start + 1 {
                return token(.integer, start, start + 1, spaceBefore: spaceBefore)
            }
            throw error("invalid number: no digits after '\(text(start, digitsStart))'", at: start)
        }
        guard !tooLarge else { throw error("integer literal too large", at: start) }
        return Token(.integer, map: map, start: start, length: 0, spaceBefore: spaceBefore, value: value)
    }
}
