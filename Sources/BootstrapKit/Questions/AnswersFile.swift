import BootstrapYAML
import Diagnostics
import Foundation

/// `--answers FILE.yml`: a mapping of question names to answers, read as if each were given with
/// `--set` (a list is a multichoice answer). `--set` wins over the file whatever their order.
public enum AnswersFile {
    /// The answers as text, where each stands in the file, and the file's text (for messages).
    public struct Loaded: Sendable {
        public var answers: [String: String] = [:]
        public var locations: [String: SourceLocation] = [:]
        public var source: SourceText
    }

    /// The answers, or why the file cannot be used (a rendered diagnostic).
    public static func load(path: String) -> Result<Loaded, Diagnostic> {
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(Diagnostic(code: .unreadableFile, message: "cannot read the answers file \(path)"))
        }
        let root: Node?
        do {
            root = try YAMLLoader.load(bytes: [UInt8](data), path: path)
        } catch let diagnostic as Diagnostic {
            return .failure(diagnostic)
        } catch {
            return .failure(Diagnostic(code: .yamlSyntax, message: "\(path): \(error)"))
        }
        let source = SourceText(path: path, text: String(decoding: data, as: UTF8.self))
        guard let root else { return .success(Loaded(source: source)) }
        guard let pairs = root.mappingPairs else {
            return .failure(Diagnostic(
                code: .configType, message: "the answers file must be a mapping of question names to answers, not \(root.kindDescription)",
                at: SourceLocation(file: path, line: root.mark.line, column: root.mark.column)))
        }
        var loaded = Loaded(source: source)
        for (key, value) in pairs {
            guard let name = key.scalarText else { continue }
            loaded.locations[name] = SourceLocation(file: path, line: key.mark.line, column: key.mark.column)
            if let items = value.sequenceItems {
                loaded.answers[name] = items.compactMap(\.scalarText).joined(separator: ",")
            } else if let text = value.scalarText {
                loaded.answers[name] = text
            } else {
                return .failure(Diagnostic(
                    code: .configType, message: "the answer to '\(name)' must be a value or a list, not \(value.kindDescription)",
                    at: SourceLocation(file: path, line: value.mark.line, column: value.mark.column)))
            }
        }
        return .success(loaded)
    }
}
