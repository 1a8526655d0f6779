import Diagnostics
import Foundation

extension SourceText {
    /// A Ruby file's bytes as the parser reads them. Ruby reads a file that is not valid UTF-8 when
    /// its invalid bytes are where it never looks for code (a comment, past `__END__` or past a NUL,
    /// ^D or ^Z that ends the program, as at the start of a binary file); so does the lexer, which
    /// refuses a replaced byte in code or a literal with Ruby's `invalid multibyte char (UTF-8)`.
    public static func ruby(path: String, data: Data) -> SourceText {
        if let text = String(data: data, encoding: .utf8) { return SourceText(path: path, text: text) }
        return SourceText(path: path, text: String(decoding: data, as: UTF8.self), replacedInvalidUTF8: true)
    }
}
