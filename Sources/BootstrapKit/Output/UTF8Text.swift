/// Text assembled as UTF-8 bytes and made a String once: status lines and Gemfile lines are built
/// from many small pieces, and appending a piece's bytes to an array costs a fraction of a
/// `String` append (which checks and grows the string's storage each time).
extension Array where Element == UInt8 {
    /// Appends the UTF-8 bytes of `text`.
    mutating func appendUTF8(_ text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }

    /// Appends the UTF-8 bytes of `text`.
    mutating func appendUTF8(_ text: Substring) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }

    /// The bytes as a String (they are valid UTF-8: every piece came from a String).
    var utf8Text: String { String(decoding: self, as: UTF8.self) }
}
