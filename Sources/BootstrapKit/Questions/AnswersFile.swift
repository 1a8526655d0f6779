import BootstrapYAML
import Diagnostics
import Foundation

/// `--answers FILE.yml`: a mapping of question names to answers, read as if each were given with
/// `--set` (a list is a multichoice answer). `--set` wins over the file whatever their order.
public enum AnswersFile {
    /// The answers as text, or why the file cannot be used (a rendered diagnostic).
    public static func load(path: String) -> Result<[String: String], Diagnostic> {
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
        guard let root else { return .success([:]) }
        guard let pairs = root.mappingPairs else {
            return .failure(Diagnostic(
                code: .configType, message: "the answers file must be a mapping of question names to answers, not \(root.kindDescription)",
                at: SourceLocation(file: path, line: root.mark.line, column: root.mark.column)))
        }
        var answers: [String: String] = [:]
        for (key, value) in pairs {
            guard let name = key.scalarText else { continue }
            if let items = value.sequenceItems {
                answers[name] = items.compactMap(\.scalarText).joined(separator: ",")
            } else if let text = value.scalarText {
                answers[name] = text
            } else {
                return .failure(Diagnostic(
                    code: .configType, message: "the answer to '\(name)' must be a value or a list, not \(value.kindDescription)",
                    at: SourceLocation(file: path, line: value.mark.line, column: value.mark.column)))
            }
        }
        return .success(answers)
    }
}
