/// YAML 1.1 type resolution of plain scalars, following Ruby Psych's `ScalarScanner` (the reference
/// the templates were written against): `yes`/`on` are true, `0x1F` is an int, `1.5` a float.
/// Dates, times, symbols and base-60 numbers stay strings here; configs never need them.
///
/// The shapes are matched by hand rather than with `Regex`: this runs for every plain scalar
/// of every file, and Swift's regex engine is both slow and leaks its compiled programs.
public enum YAMLResolution {
    public static func isNull(_ text: String) -> Bool {
        // Only the byte counts of the words can match (see FoldedWord): most scalars are rejected here.
        let count = text.utf8.count
        if count == 0 { return true }
        guard count == 1 || count == 4 else { return false }
        switch FoldedWord(text) {
        case .short(let word): return word == FoldedWord.tilde || word == FoldedWord.null
        case .long: return false
        case .beyondASCII: return text.lowercased() == "null"
        }
    }

    /// Psych's booleans: yes/true/on and no/false/off in any case (`y`/`n` are strings, as in Psych).
    public static func bool(_ text: String) -> Bool? {
        let count = text.utf8.count
        guard count >= 2, count <= 5 else { return nil }
        switch FoldedWord(text) {
        case .short(let word):
            if word == FoldedWord.yes || word == FoldedWord.true || word == FoldedWord.on { return true }
            if word == FoldedWord.no || word == FoldedWord.false || word == FoldedWord.off { return false }
            return nil
        case .long:
            return nil
        case .beyondASCII:
            switch text.lowercased() {
            case "yes", "true", "on": return true
            case "no", "false", "off": return false
            default: return nil
            }
        }
    }

    /// A text lowercased as ASCII and packed into an integer (first byte lowest, the byte count in
    /// the top byte, so a NUL byte cannot pass for the end) when it has at most 7 bytes: what the
    /// null and boolean checks compare, since they run several times for every scalar of a config
    /// and a `lowercased()` String each cost more than the rest of reading a gem.
    /// Text beyond ASCII is left to `lowercased()`, whose Unicode case mapping decides it. Longer
    /// text is none of the words: lowercasing never removes a character, and no character beyond
    /// ASCII lowercases to one of their letters, so a match has exactly as many bytes as the word.
    enum FoldedWord: Equatable {
        case short(UInt64)
        case long
        case beyondASCII

        init(_ text: String) {
            let utf8 = text.utf8
            guard utf8.count <= Self.maximumCount else {
                self = .long
                return
            }
            self = utf8.withContiguousStorageIfAvailable(Self.fold) ?? Self.fold(Array(utf8))
        }

        private static func fold<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> FoldedWord {
            var word = UInt64(bytes.count) << 56
            var shift: UInt64 = 0
            for byte in bytes {
                if byte >= 0x80 { return .beyondASCII }
                let lower = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
                word |= UInt64(lower) << shift
                shift += 8
            }
            return .short(word)
        }

        static let maximumCount = 7

        /// The packed form of a lowercase ASCII word of at most `maximumCount` bytes.
        static func packed(_ word: StaticString) -> UInt64 {
            var result = UInt64(word.utf8CodeUnitCount) << 56
            word.withUTF8Buffer { bytes in
                for (index, byte) in bytes.enumerated() { result |= UInt64(byte) << UInt64(8 * index) }
            }
            return result
        }

        static let tilde = packed("~")
        static let null = packed("null")
        static let yes = packed("yes")
        static let `true` = packed("true")
        static let on = packed("on")
        static let no = packed("no")
        static let `false` = packed("false")
        static let off = packed("off")
    }

    /// Psych's INTEGER: `[-+]?` then `0b[01_,]+`, `0[0-7_,]+`, `0x[0-9a-fA-F_,]+`, or `0|[1-9]([0-9]|,[0-9]|_[0-9])*`.
    public static func int(_ text: String) -> Int? {
        var s = ASCIIScanner(text)
        let negative = s.take("-")
        if !negative { _ = s.take("+") }
        let body = s.rest
        let magnitude: Int?
        if body.starts(with: Array("0b".utf8)) {
            let digits = body.dropFirst(2)
            guard !digits.isEmpty, digits.allSatisfy({ $0 == 0x30 || $0 == 0x31 || $0 == 0x5F || $0 == 0x2C }) else { return nil }
            magnitude = parse(digits, radix: 2)
        } else if body.starts(with: Array("0x".utf8)) {
            let digits = body.dropFirst(2)
            guard !digits.isEmpty, digits.allSatisfy({ isHex($0) || $0 == 0x5F || $0 == 0x2C }) else { return nil }
            magnitude = parse(digits, radix: 16)
        } else if body.first == 0x30, body.count > 1 {
            let digits = body.dropFirst()
            guard digits.allSatisfy({ (0x30...0x37).contains($0) || $0 == 0x5F || $0 == 0x2C }) else { return nil }
            magnitude = parse(digits, radix: 8)
        } else {
            // Decimal: separators only between digits.
            guard let first = body.first, isDigit(first) else { return nil }
            var previousWasDigit = true
            for c in body.dropFirst() {
                if isDigit(c) {
                    previousWasDigit = true
                } else if (c == 0x5F || c == 0x2C) && previousWasDigit {
                    previousWasDigit = false
                } else {
                    return nil
                }
            }
            guard previousWasDigit else { return nil }
            magnitude = parse(body, radix: 10)
        }
        guard let magnitude else { return nil }  // too large for Int: it stays a string
        return negative ? -magnitude : magnitude
    }

    /// Psych's FLOAT `[-+]?([0-9][0-9_,]*)?\.[0-9]*([eE][-+][0-9]+)?` (a point is required, so
    /// `1e3` stays a string as in Ruby), plus `.inf`, `-.inf` and `.nan` in any case.
    public static func float(_ text: String) -> Double? {
        let lower = text.lowercased()
        if lower == ".inf" || lower == "+.inf" { return .infinity }
        if lower == "-.inf" { return -.infinity }
        if lower == ".nan" { return .nan }
        var s = ASCIIScanner(text)
        var cleaned = ""
        if s.take("-") { cleaned = "-" } else { _ = s.take("+") }
        let integerDigits = s.takeWhile { isDigit($0) || $0 == 0x5F || $0 == 0x2C }
        if let first = integerDigits.first, !isDigit(first) { return nil }
        guard s.take(".") else { return nil }
        let fraction = s.takeWhile(isDigit)
        var exponent: [UInt8] = []
        if s.take("e") || s.take("E") {
            guard let sign = s.takeOne(where: { $0 == 0x2B || $0 == 0x2D }) else { return nil }
            let digits = s.takeWhile(isDigit)
            guard !digits.isEmpty else { return nil }
            exponent = [0x65, sign] + digits
        }
        guard s.atEnd, !(integerDigits.isEmpty && fraction.isEmpty) else { return nil }
        cleaned += String(decoding: integerDigits.filter(isDigit), as: UTF8.self)
        if cleaned.isEmpty || cleaned == "-" { cleaned += "0" }
        cleaned += "." + (fraction.isEmpty ? "0" : String(decoding: fraction, as: UTF8.self))
        cleaned += String(decoding: exponent, as: UTF8.self)
        return Double(cleaned)
    }

    /// Psych reads `2024-01-31` as a Date and `2024-01-31 10:00:00` as a Time (roughly `\d{4}-\d{1,2}-\d{1,2}`
    /// optionally followed by a time); they are not strings to it, so a writer must quote them.
    public static func looksLikeDate(_ text: String) -> Bool {
        var s = ASCIIScanner(text)
        _ = s.take("-")
        guard s.takeWhile(isDigit).count == 4, s.take("-") else { return false }
        guard (1...2).contains(s.takeWhile(isDigit).count), s.take("-") else { return false }
        guard (1...2).contains(s.takeWhile(isDigit).count) else { return false }
        return s.atEnd || s.take("T") || s.take("t") || s.take(" ")
    }

    /// Psych's base-60 numbers (`1:30`, `-1:30:15.5`), which it reads as numbers.
    public static func isSexagesimal(_ text: String) -> Bool {
        var s = ASCIIScanner(text)
        if !s.take("-") { _ = s.take("+") }
        guard let first = s.takeOne(where: isDigit) else { return false }
        _ = first
        _ = s.takeWhile { isDigit($0) || $0 == 0x5F }
        var groups = 0
        while s.take(":") {
            let digits = s.takeWhile(isDigit)
            guard (1...2).contains(digits.count), digits.count == 1 || (0x30...0x35).contains(digits[0]) else { return false }
            groups += 1
        }
        guard (1...2).contains(groups) else { return false }
        if s.take(".") { _ = s.takeWhile { isDigit($0) || $0 == 0x5F } }
        return s.atEnd
    }

    static func isDigit(_ c: UInt8) -> Bool { (0x30...0x39).contains(c) }

    private static func isHex(_ c: UInt8) -> Bool {
        isDigit(c) || (0x41...0x46).contains(c) || (0x61...0x66).contains(c)
    }

    private static func parse<C: Collection>(_ digits: C, radix: Int) -> Int? where C.Element == UInt8 {
        Int(String(decoding: digits.filter { $0 != 0x5F && $0 != 0x2C }, as: UTF8.self), radix: radix)
    }
}

/// A cursor over the UTF-8 bytes of a short text, for the hand-written shape checks above.
struct ASCIIScanner {
    private let bytes: [UInt8]
    private var position = 0

    init(_ text: String) { bytes = Array(text.utf8) }

    var atEnd: Bool { position == bytes.count }
    var rest: ArraySlice<UInt8> { bytes[position...] }

    mutating func take(_ character: Unicode.Scalar) -> Bool {
        guard position < bytes.count, bytes[position] == UInt8(truncatingIfNeeded: character.value) else { return false }
        position += 1
        return true
    }

    mutating func takeOne(where predicate: (UInt8) -> Bool) -> UInt8? {
        guard position < bytes.count, predicate(bytes[position]) else { return nil }
        position += 1
        return bytes[position - 1]
    }

    mutating func takeWhile(_ predicate: (UInt8) -> Bool) -> [UInt8] {
        let start = position
        while position < bytes.count, predicate(bytes[position]) { position += 1 }
        return Array(bytes[start..<position])
    }
}
