/// Text a template or a project controls, made safe to show on a terminal (docs/safety.md, "The
/// terminal shows the truth"). A terminal obeys the control characters it is sent: `\e[2K` erases
/// a line, `\r` goes back to its start, `\e]0;…\a` retitles the window, U+202E shows what follows
/// backwards. A template could then print an innocent `git init` over the command it asks consent
/// for. Every writer of such text (status lines, `say`/`puts`, prompts, error messages and the
/// source lines quoted under them) shows it through `escaped`, so each of those characters is seen
/// as what it is:
///   - ESC as `\e`, a carriage return as `\r` (also before a line feed: the text of a CRLF file
///     shows its line ends, and a log holds no byte a later `cat` would act on), every other C0
///     control and DEL as `\xNN` (`\x07`); line feeds and tabs stay;
///   - C1 controls (U+0080–U+009F), the bidirectional controls (U+061C, U+200E, U+200F,
///     U+202A–U+202E, U+2066–U+2069) and the line and paragraph separators (U+2028, U+2029)
///     as `\uNNNN`;
///   - bytes that are not UTF-8 (`escaped(bytes:)`) as `\xNN`.
/// A backslash is shown as itself: escaping it would double every `\` of a Windows path or a
/// regular expression in Rails' status lines, and a raw `\e` and an escaped ESC are equally harmless.
/// The colours bootstrap adds around such text are added after escaping, so they still work.
public enum TerminalText {
    /// `text` with every character a terminal would act on written out.
    public static func escaped(_ text: String) -> String {
        var text = text
        // Nearly every text is clean: one scan of its bytes, no copy.
        guard text.withUTF8({ needsEscaping($0) }) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars { append(scalar, to: &out) }
        return out
    }

    /// Bytes read from a file or a process, shown as `escaped` shows text, with every byte that is
    /// not part of a valid UTF-8 sequence written `\xNN`.
    public static func escaped<Bytes: Collection>(bytes: Bytes) -> String where Bytes.Element == UInt8 {
        escaped(decoding(bytes: bytes))
    }

    /// The text of `bytes` with every byte that is not part of a valid UTF-8 sequence written as
    /// the four characters `\xNN` (where `String(decoding:as:)` would put U+FFFD), everything else
    /// as it is: a quoted line then shows which bytes were wrong, and its other columns stay put.
    public static func decoding<Bytes: Collection>(bytes: Bytes) -> String where Bytes.Element == UInt8 {
        var out = String.UnicodeScalarView()
        Array(bytes).withUnsafeBufferPointer { buffer in
            var position = 0
            while position < buffer.count {
                let length = sequenceLength(buffer, at: position)
                guard length > 0 else {
                    out.append(contentsOf: hex(buffer[position]).unicodeScalars)
                    position += 1
                    continue
                }
                var value = UInt32(buffer[position]) & (length == 1 ? 0x7F : UInt32(0xFF >> (length + 1)))
                for offset in 1..<length { value = value << 6 | UInt32(buffer[position + offset] & 0x3F) }
                out.append(Unicode.Scalar(value) ?? "\u{FFFD}")
                position += length
            }
        }
        return String(out)
    }

    /// Whether `bytes` (valid UTF-8) hold anything `escaped` would change. Cheap enough for every
    /// status line: bytes below 0x20 other than tab and line feed, DEL, and the lead bytes of the
    /// scalars escaped above 0x7F (0xC2: C1 controls; 0xD8: U+061C; 0xE2: U+2000–U+2FFF), the
    /// last three then looked at closely.
    public static func needsEscaping(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte < 0x20 {
                if byte != 0x09 && byte != 0x0A { return true }
            } else if byte == 0x7F {
                return true
            } else if byte >= 0xC2, index + 1 < count {
                let second = bytes[index + 1]
                switch byte {
                case 0xC2: if second >= 0x80 && second <= 0x9F { return true }
                case 0xD8: if second == 0x9C { return true }
                case 0xE2:
                    if index + 2 < count {
                        let third = bytes[index + 2]
                        if second == 0x80, (0x8E...0x8F).contains(third) || (0xA8...0xAE).contains(third) { return true }
                        if second == 0x81, (0xA6...0xA9).contains(third) { return true }
                    }
                default: break
                }
            }
            index += 1
        }
        return false
    }

    /// Whether one scalar is shown escaped.
    public static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A: return false
        case 0x00..<0x20, 0x7F, 0x80...0x9F: return true
        case 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    private static func append(_ scalar: Unicode.Scalar, to out: inout String) {
        guard isEscaped(scalar) else {
            out.unicodeScalars.append(scalar)
            return
        }
        switch scalar.value {
        case 0x1B: out += "\\e"
        case 0x0D: out += "\\r"
        case 0x00..<0x80: out += hex(UInt8(scalar.value))
        default:
            let digits = String(scalar.value, radix: 16, uppercase: true)
            out += "\\u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        }
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return "\\x" + (digits.count == 1 ? "0" : "") + digits
    }

    /// The length of the valid UTF-8 sequence starting at `index`, 0 when the byte there starts none
    /// (the well-formed table of Unicode 15, Table 3-7: no overlong forms, no surrogates).
    private static func sequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let first = bytes[index]
        func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            index + offset < bytes.count && range.contains(bytes[index + offset])
        }
        switch first {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: return continuation(1) ? 2 : 0
        case 0xE0: return continuation(1, 0xA0...0xBF) && continuation(2) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF: return continuation(1) && continuation(2) ? 3 : 0
        case 0xED: return continuation(1, 0x80...0x9F) && continuation(2) ? 3 : 0
        case 0xF0: return continuation(1, 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF1...0xF3: return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF4: return continuation(1, 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : 0
        default: return 0
        }
    }
}
