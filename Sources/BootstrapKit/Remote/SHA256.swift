import RunnerLanguage

/// SHA-256 (FIPS 180-4) of a byte string, as lowercase hex: the name of a cache entry. A name that
/// an attacker who controls URLs could make two URLs share would let one template's download
/// stand in for another's, so the name is a cryptographic digest, not a fast hash. The digest is
/// the runner language's (`Digest::SHA256`), the one implementation in the project.
enum SHA256 {
    static func hex<Bytes: Sequence>(_ input: Bytes) -> String where Bytes.Element == UInt8 {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(64)
        for byte in HashDigests.sha256(Array(input)) {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
