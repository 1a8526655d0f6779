import Foundation
import RunnerLanguage

/// Edits of files that are not UTF-8 text, as Thor 1.2.1 makes them on the same bytes:
/// `gsub_file` (and `comment_lines`/`uncomment_lines`, which are gsubs) reads the file with
/// `File.binread`, so its pattern is matched byte for byte (a binary file a pattern does not match,
/// such as a `favicon.ico`, is written back unchanged), and a pattern or replacement that is not ASCII
/// is Ruby's Encoding::CompatibilityError; `insert_into_file` and the rest read the file as UTF-8 text,
/// where matching raises ArgumentError "invalid byte sequence in UTF-8".
enum BinaryEdits {
    /// The file's bytes when it exists and is not UTF-8 text; nil otherwise (the text path handles it).
    static func bytes(_ context: ActionContext, _ path: String) throws -> Data? {
        guard case .binary(let data)? = try context.workspace.content(path) else { return nil }
        return data
    }

    /// Thor's error for a text edit of a file that is not UTF-8.
    static func refuseText(_ context: ActionContext, _ a: ActionCall, _ path: String) throws {
        if try bytes(context, path) != nil { throw a.call.error("ArgumentError", "invalid byte sequence in UTF-8") }
    }

    /// Each byte as the character with that code (ISO 8859-1), so String and Regexp work on bytes.
    static func characters(_ data: Data) -> String {
        var text = String.UnicodeScalarView()
        for byte in data { text.append(Unicode.Scalar(byte)) }
        return String(text)
    }

    /// The characters back as bytes; one past U+00FF came from text that is not ASCII.
    static func bytes(of text: String, _ a: ActionCall) throws -> Data {
        var data = Data()
        for scalar in text.unicodeScalars {
            guard scalar.value <= 0xFF else { throw incompatible(a) }
            data.append(UInt8(scalar.value))
        }
        return data
    }

    static func incompatible(_ a: ActionCall) -> RuntimeError {
        a.call.error("Encoding::CompatibilityError", "incompatible character encodings: ASCII-8BIT and UTF-8")
    }

    /// `gsub_file` on bytes: the status, then Ruby's `String#gsub` over the characters the bytes are.
    static func gsub(_ context: ActionContext, _ a: ActionCall, path: String, display: String, data: Data) throws -> Value {
        let pattern: String
        switch a.positional[1] {
        case .regexp(let r): pattern = r.source
        case let other: pattern = try ActionCall.text(other, at: a.location) ?? ""
        }
        let replacement = a.positional.count > 2 ? (try ActionCall.text(a.positional[2], at: a.location) ?? "") : ""
        // Thor says `gsub` before it reads the file; the match then fails as Ruby's does.
        if a.verbose { context.log.status("gsub", display) }
        if !pattern.allSatisfy(\.isASCII) || !replacement.allSatisfy(\.isASCII) { throw incompatible(a) }
        let replaced = try a.call.send(.str(characters(data)), "gsub", Arguments(positional: Array(a.positional[1...]), block: a.block))
        guard case .string(let result) = replaced else { return .nil }
        try context.workspace.write(path, FileContent(try bytes(of: result.value, a)))
        return .nil
    }

    /// `comment_lines`/`uncomment_lines` on bytes: the same pattern over the characters the bytes are.
    static func commentLines(_ context: ActionContext, _ a: ActionCall, regex: NSRegularExpression, template: String,
                             path: String, display: String, data: Data) throws -> Value {
        if a.verbose { context.log.status("gsub", display) }
        let text = characters(data)
        let result = regex.stringByReplacingMatches(in: text, range: NSRange(location: 0, length: (text as NSString).length), withTemplate: template)
        try context.workspace.write(path, FileContent(try bytes(of: result, a)))
        return .nil
    }
}
