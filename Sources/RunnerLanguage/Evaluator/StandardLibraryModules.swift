import Diagnostics
import Foundation

// The small modules of Ruby's standard library that templates use, as Ruby 3.1 has them:
// `Base64`, `Shellwords` (and String#shellescape/shellsplit, Array#shelljoin) and `Digest::MD5`,
// `Digest::SHA1`, `Digest::SHA256`. Strings hold text: bytes that are not UTF-8 (a decoded
// binary, a raw digest) are read as UTF-8 with replacement characters.

/// `Base64`: encode64 (lines of 60 characters, each ended by a newline), strict_encode64,
/// urlsafe_encode64 (padding: true), and their decoders (decode64 skips what is not Base64;
/// the strict ones raise ArgumentError "invalid base64").
final class Base64Object: ObjectValue, HostMethodNames {
    override var className: String { "Module" }
    override var inspectText: String { "Base64" }
    var methodNames: [String] { ["encode64", "decode64", "strict_encode64", "strict_decode64", "urlsafe_encode64", "urlsafe_decode64"] }

    override func callMethod(_ name: String, _ arguments: Arguments, _ context: CallContext) throws -> Value? {
        guard methodNames.contains(name) else { return nil }
        guard let first = arguments.positional.first else { throw context.error("ArgumentError", "wrong number of arguments (given 0, expected 1)") }
        let text = try HostArguments.string(first, context)
        switch name {
        case "encode64":
            let encoded = Data(text.utf8).base64EncodedString()
            var lines = ""
            var rest = Substring(encoded)
            while !rest.isEmpty {
                lines += rest.prefix(60) + "\n"
                rest = rest.dropFirst(60)
            }
            return .str(lines)
        case "strict_encode64": return .str(Data(text.utf8).base64EncodedString())
        case "urlsafe_encode64":
            var encoded = Data(text.utf8).base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            if arguments.option("padding")?.isTruthy == false { encoded = encoded.replacingOccurrences(of: "=", with: "") }
            return .str(encoded)
        case "decode64":
            let kept = text.filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "/") }
            return .str(Self.decode(kept, padded: true) ?? "")
        case "strict_decode64":
            guard text.count % 4 == 0, let decoded = Data(base64Encoded: text) else { throw context.error("ArgumentError", "invalid base64") }
            return .str(String(decoding: decoded, as: UTF8.self))
        default: // urlsafe_decode64
            let standard = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
            guard let decoded = Self.decode(standard.replacingOccurrences(of: "=", with: ""), padded: true), !standard.contains(where: \.isWhitespace)
            else { throw context.error("ArgumentError", "invalid base64") }
            return .str(decoded)
        }
    }

    /// Base64 letters without padding, padded and decoded; a trailing lone letter is dropped, as `unpack("m")` does.
    private static func decode(_ letters: String, padded: Bool) -> String? {
        var body = letters
        if body.count % 4 == 1 { body.removeLast() }
        while body.count % 4 != 0 { body += "=" }
        return Data(base64Encoded: body).map { String(decoding: $0, as: UTF8.self) }
    }
}

/// `Shellwords`: split (shellsplit, shellwords), escape (shellescape), join (shelljoin).
final class ShellwordsObject: ObjectValue, HostMethodNames {
    override var className: String { "Module" }
    override var inspectText: String { "Shellwords" }
    var methodNames: [String] { ["split", "shellsplit", "shellwords", "escape", "shellescape", "join", "shelljoin"] }

    override func callMethod(_ name: String, _ arguments: Arguments, _ context: CallContext) throws -> Value? {
        guard methodNames.contains(name), let first = arguments.positional.first else { return nil }
        switch name {
        case "split", "shellsplit", "shellwords": return try Self.split(try HostArguments.string(first, context), context)
        case "escape", "shellescape": return .str(ShellWords.escape(try Self.text(first, context)))
        default: return try Self.join(first, context)
        }
    }

    static func split(_ line: String, _ context: CallContext) throws -> Value {
        do {
            return .arr(try ShellWords.splitting(line).map { .str($0) })
        } catch {
            throw context.error("ArgumentError", "Unmatched quote: \(StringText.inspect(line))")
        }
    }

    /// Shellwords.escape takes anything, as its `to_s`.
    static func text(_ value: Value, _ context: CallContext) throws -> String {
        if case .string(let s) = value { return s.value }
        guard case .string(let shown) = try context.send(value, "to_s", Arguments()) else { return "" }
        return shown.value
    }

    static func join(_ value: Value, _ context: CallContext) throws -> Value {
        guard case .array(let words) = value else { throw context.error("NoMethodError", "undefined method 'map' for \(value.inspect)") }
        return .str(try words.elements.map { ShellWords.escape(try text($0, context)) }.joined(separator: " "))
    }
}

/// `Digest` and its `MD5`, `SHA1`, `SHA256`: hexdigest, base64digest, digest, each of a string,
/// and `new` with `update`/`<<` then the same.
final class DigestObject: ObjectValue, HostMethodNames {
    enum Algorithm: String { case md5 = "MD5", sha1 = "SHA1", sha256 = "SHA256" }
    let algorithm: Algorithm?
    private var buffer: [UInt8]?

    init(_ algorithm: Algorithm?, instance: Bool = false) {
        self.algorithm = algorithm
        buffer = instance ? [] : nil
    }

    override var className: String { buffer == nil ? (algorithm == nil ? "Module" : "Class") : "Digest::\(algorithm!.rawValue)" }
    override var inspectText: String {
        guard let algorithm else { return "Digest" }
        guard let buffer else { return "Digest::\(algorithm.rawValue)" }
        return "#<Digest::\(algorithm.rawValue): \(Self.hex(Self.digest(algorithm, buffer)))>"
    }
    var methodNames: [String] { ["hexdigest", "base64digest", "digest", "new"] }

    static func digest(_ algorithm: Algorithm, _ bytes: [UInt8]) -> [UInt8] {
        switch algorithm {
        case .md5: return HashDigests.md5(bytes)
        case .sha1: return HashDigests.sha1(bytes)
        case .sha256: return HashDigests.sha256(bytes)
        }
    }

    static func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02x", $0) }.joined() }

    override func callMethod(_ name: String, _ arguments: Arguments, _ context: CallContext) throws -> Value? {
        guard let algorithm else { return nil }
        if name == "new", buffer == nil { return .object(DigestObject(algorithm, instance: true)) }
        if name == "update" || name == "<<", buffer != nil {
            buffer! += Array(try HostArguments.string(arguments.positional.first ?? .str(""), context).utf8)
            return .object(self)
        }
        let bytes: [UInt8]
        if let buffer, arguments.positional.isEmpty { bytes = buffer } else {
            guard let first = arguments.positional.first else { return nil }
            bytes = Array(try HostArguments.string(first, context).utf8)
        }
        let sum = Self.digest(algorithm, bytes)
        switch name {
        case "hexdigest", "to_s": return .str(Self.hex(sum))
        case "base64digest": return .str(Data(sum).base64EncodedString())
        case "digest": return .str(String(decoding: sum, as: UTF8.self))
        default: return nil
        }
    }
}
