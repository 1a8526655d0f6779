import Diagnostics
import Foundation
import RunnerLanguage

/// Template sources named by the actions whose table entry says they read one (`ActionDefinition.source`:
/// `template`, `copy_file`, `get`, `readme` …) and by `require_relative`: works out the path an
/// argument always evaluates to (a literal, `"#{TEMPLATE_PATH}/…"`, `File.join(TEMPLATE_PATH, …)`,
/// `File.expand_path("…", __dir__)`) and looks it up as a run does (Thor's `find_in_source_paths`).
struct SourceReferenceAnalysis {
    /// TEMPLATE_PATH.
    let templateRoot: URL
    /// A runner defines `source_paths`: relative sources are looked up where it says, which only a run knows.
    let sourcePathsOverridden: Bool

    /// The string `node` always evaluates to, or nil when that depends on the run. `file` is the
    /// real path of the file the expression is written in (for `__dir__` and `__FILE__`).
    func literalPath(_ node: Node, file: String, depth: Int = 0) -> String? {
        guard depth < 64 else { return nil }
        switch node.kind {
        case .string(let parts):
            var text = ""
            for part in parts {
                switch part {
                case .text(let piece): text += piece
                case .code(let code):
                    guard let piece = literalPath(code, file: file, depth: depth + 1) else { return nil }
                    text += piece
                }
            }
            return text
        case .sequence(let statements) where statements.count == 1:
            return literalPath(statements[0], file: file, depth: depth + 1)
        case .constant(nil, "TEMPLATE_PATH", _):
            return templateRoot.path
        case .fileLiteral:
            return file
        case .call(let call):
            return literalCall(call, file: file, depth: depth)
        default:
            return nil
        }
    }

    private func literalCall(_ call: Call, file: String, depth: Int) -> String? {
        if call.receiver == nil, call.name == "__dir__", call.arguments.isEmpty {
            return (file as NSString).deletingLastPathComponent
        }
        guard let receiver = call.receiver, case .constant(nil, "File", _) = receiver.kind else { return nil }
        var values: [String] = []
        for argument in call.arguments {
            guard let value = literalPath(argument, file: file, depth: depth + 1) else { return nil }
            values.append(value)
        }
        switch (call.name, values.count) {
        case ("join", 1...):
            return values.dropFirst().reduce(values[0]) { joined, part in
                if joined.hasSuffix("/") || part.hasPrefix("/") { return joined + part }
                return joined + "/" + part
            }
        case ("expand_path", 2):
            if values[0].hasPrefix("/") { return standardized(values[0]) }
            return standardized(values[1] + "/" + values[0])
        case ("dirname", 1):
            return (values[0] as NSString).deletingLastPathComponent
        default:
            return nil
        }
    }

    private func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// Where a run looks for the source `argument` names: the path as written and the files tried.
    private func lookup(action: String, argument: Node, file: String, insideDirectory: String?) -> (path: String, candidates: [String], folder: String)? {
        guard let path = literalPath(argument, file: file), !path.isEmpty, !path.contains("://") else { return nil }
        if action == "require_relative" {
            let base = path.hasPrefix("/") ? path : (file as NSString).deletingLastPathComponent + "/" + path
            return (path, [base, base + ".rb"], (base as NSString).deletingLastPathComponent)
        } else if path.hasPrefix("/") {
            return (path, [path, path + ".tt"], (path as NSString).deletingLastPathComponent)
        }
        guard !sourcePathsOverridden, let insideDirectory else { return nil }
        var base = templateRoot.path
        if !insideDirectory.isEmpty { base += "/" + insideDirectory }
        return (path, [base + "/" + path, base + "/" + path + ".tt"], ((base + "/" + path) as NSString).deletingLastPathComponent)
    }

    /// The real path of the source a run would find, when it is known and exists.
    func existingSource(action: String, argument: Node, file: String, insideDirectory: String?) -> String? {
        lookup(action: action, argument: argument, file: file, insideDirectory: insideDirectory)?
            .candidates.first { FileManager.default.fileExists(atPath: $0) }
            .map { URL(fileURLWithPath: $0).standardizedFileURL.path }
    }

    /// The finding for a source that does not exist, nil when it exists or cannot be known.
    /// `insideDirectory` is the project folder an enclosing `inside` block made current ("" at the
    /// root, nil when not known), since a run looks sources up in its counterpart.
    func missingSource(
        action: String, argument: Node, file: String, insideDirectory: String?, source: SourceText
    ) -> Diagnostic? {
        guard let (path, candidates, folder) = lookup(action: action, argument: argument, file: file, insideDirectory: insideDirectory)
        else { return nil }
        if candidates.contains(where: { FileManager.default.fileExists(atPath: $0) }) { return nil }
        // Named relative to the template folder when inside it, as the author wrote it.
        let rootPrefix = templateRoot.path + "/"
        let shown = path.hasPrefix(rootPrefix) ? String(path.dropFirst(rootPrefix.count)) : path
        var message = "\(action): the source '\(shown)' does not exist"
        if action != "require_relative" { message += " (nor '\(shown).tt')" }
        let wanted = (path as NSString).lastPathComponent
        let siblings = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        if let suggestion = Suggestions.didYouMean(wanted, in: siblings) { message += "; \(suggestion)" }
        return Diagnostic(.error, code: .missingSource, message: message, at: argument.location, in: source)
    }

    /// The `.rb` file `apply`/`require_relative` runs, when it is known and exists, so its
    /// definitions count and its own defects are reported.
    func followedFile(action: String, argument: Node, file: String) -> URL? {
        guard let path = literalPath(argument, file: file), !path.isEmpty, !path.contains("://") else { return nil }
        let base: String
        if path.hasPrefix("/") {
            base = path
        } else if action == "require_relative" || action == "require" || action == "load" {
            // `require` loads a template file only by path (`./x`, or absolute); a bare name is a library.
            guard action != "require" || path.hasPrefix("./") || path.hasPrefix("../") else { return nil }
            base = (file as NSString).deletingLastPathComponent + "/" + path
        } else {
            guard !sourcePathsOverridden else { return nil }
            base = templateRoot.path + "/" + path
        }
        for candidate in [base, base + ".rb"] {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue,
               candidate.hasSuffix(".rb") {
                return URL(fileURLWithPath: candidate).standardizedFileURL
            }
        }
        return nil
    }
}
