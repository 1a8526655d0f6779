import BootstrapYAML
import Diagnostics
import Foundation
import struct RunnerLanguage.RuntimeError

/// A module template for `bootstrap gen`: a folder holding `template.yml` and the files it lists.
///
/// ```yaml
/// name: viper-swiftpm
/// summary: A VIPER module for a Swift package
/// author: bootstrap
/// version: 1.0.0
/// code_root: Sources/%target%/%module_name%     # where code files go, relative to the project
/// test_root: Tests/%target%Tests/%module_name%  # where test files go
/// variables:                                    # defaults, overridden by --set
///   greeting: Hello
/// code_files:
///   - Presenter/%module_name%Presenter.swift.tt # source; destination = the same path without .tt
///   - source: Code/view.swift.tt                # or a source and an explicit destination
///     destination: View/%module_name%View.swift
/// test_files:
///   - source: Tests/presenter_tests.swift.tt
///     destination: Presenter/%module_name%PresenterTests.swift
/// ```
/// `.tt` sources are rendered as ERB; other sources are copied byte for byte (as Thor's
/// `directory` does). Destinations may hold `%variable%` placeholders.
public struct ModuleTemplate {
    public enum FileRole: String, Sendable {
        case code
        case test
    }

    /// One file the module is made of.
    public struct File {
        public var role: FileRole
        /// Path of the source inside the template folder (placeholders kept, as on disk).
        public var source: String
        /// Path of the result below the code or test root, placeholders not yet replaced.
        public var destination: String
        /// The entry in template.yml, for errors about this file.
        public var location: SourceLocation
        public var rendered: Bool { source.hasSuffix(".tt") }
    }

    public static let manifestName = "template.yml"
    static let knownKeys = [
        "name", "summary", "author", "version", "code_root", "test_root", "variables", "code_files", "test_files",
    ]

    /// The folder holding template.yml.
    public var root: URL
    public var name: String
    public var summary: String?
    public var author: String?
    public var version: String?
    /// Folders (relative to the project, with placeholders) the code and test files go below.
    public var codeRoot: String
    public var testRoot: String
    /// Defaults of template variables, in file order; `--set` overrides them.
    public var variables: [(name: String, value: String)]
    public var files: [File]
    /// template.yml's text, so errors found later (an unknown placeholder) can show their line.
    public var manifest: SourceText

    /// Where `role` files go.
    public func destinationRoot(for role: FileRole) -> String {
        role == .code ? codeRoot : testRoot
    }

    /// Reads and checks `folder/template.yml`. Throws a `DiagnosticList` of every problem found,
    /// each located in template.yml; `displayPath` is how messages name the template folder.
    public static func load(folder: URL, displayPath: String) throws -> ModuleTemplate {
        let manifestURL = folder.appendingPathComponent(manifestName)
        let shownPath = displayPath.hasSuffix("/") ? displayPath + manifestName : displayPath + "/" + manifestName
        guard let data = FileManager.default.contents(atPath: manifestURL.path) else {
            throw DiagnosticList([Diagnostic(
                code: .templateNotFound, message: "module template '\(displayPath)' holds no readable \(manifestName)")])
        }
        let root: Node?
        do {
            root = try YAMLLoader.load(bytes: [UInt8](data), path: shownPath)
        } catch let diagnostic as Diagnostic {
            throw DiagnosticList([diagnostic])
        }
        let source = SourceText(path: shownPath, text: String(decoding: data, as: UTF8.self))
        let reader = ModuleTemplateReader(source: source, folder: folder)
        let template = reader.template(root)
        guard reader.errors.isEmpty, let template else { throw DiagnosticList(reader.errors) }
        return template
    }
}

/// Checks template.yml's node tree and builds the model, collecting every located error.
final class ModuleTemplateReader {
    let source: SourceText
    let folder: URL
    private(set) var errors: [Diagnostic] = []

    init(source: SourceText, folder: URL) {
        self.source = source
        self.folder = folder
    }

    private func location(_ node: Node) -> SourceLocation {
        source.location(line: node.mark.line, column: node.mark.column)
    }

    private func error(_ message: String, at node: Node, code: DiagnosticCode = .moduleTemplate) {
        errors.append(Diagnostic(.error, code: code, message: message, at: location(node), in: source))
    }

    /// Quoted text or a plain scalar that is not null or a boolean (`1.0` stays "1.0").
    private func string(_ node: Node, _ key: String) -> String? {
        if case .scalar(let s) = node, !(s.style == .plain && s.tag == nil && (node.isNull || node.bool != nil)) {
            return s.text
        }
        error("'\(key)' must be a string, not \(node.kindDescription)", at: node)
        return nil
    }

    func template(_ root: Node?) -> ModuleTemplate? {
        guard let root, case .mapping(let pairs, _) = root else {
            let at = root ?? .scalar(Scalar(text: "", mark: Mark(line: 1, column: 1)))
            error("\(ModuleTemplate.manifestName) must be a mapping with at least 'name' and 'code_files'", at: at)
            return nil
        }
        var name: String?
        var summary: String?, author: String?, version: String?
        var codeRoot = "", testRoot = ""
        var variables: [(name: String, value: String)] = []
        var files: [ModuleTemplate.File] = []
        var seenKeys: Set<String> = []
        for (keyNode, value) in pairs {
            guard let key = keyNode.scalarText, !keyNode.isNull else {
                error("keys of \(ModuleTemplate.manifestName) must be names, not \(keyNode.kindDescription)", at: keyNode)
                continue
            }
            guard seenKeys.insert(key).inserted else {
                error("'\(key)' is given twice", at: keyNode)
                continue
            }
            switch key {
            case "name": name = string(value, key)
            case "summary": summary = string(value, key)
            case "author": author = string(value, key)
            case "version": version = string(value, key)
            case "code_root": codeRoot = folderPath(value, key) ?? ""
            case "test_root": testRoot = folderPath(value, key) ?? ""
            case "variables": variables = self.variables(value)
            case "code_files": files += fileList(value, role: .code)
            case "test_files": files += fileList(value, role: .test)
            default:
                var message = "unknown key '\(key)'"
                if let suggestion = Suggestions.didYouMean(key, in: ModuleTemplate.knownKeys) {
                    message += " (\(suggestion))"
                } else {
                    message += " (expected one of: \(ModuleTemplate.knownKeys.joined(separator: ", ")))"
                }
                error(message, at: keyNode)
            }
        }
        if !seenKeys.contains("name") {
            error("\(ModuleTemplate.manifestName) needs a 'name'", at: root)
        }
        if !seenKeys.contains("code_files") && !seenKeys.contains("test_files") {
            error("\(ModuleTemplate.manifestName) lists no files: add 'code_files' (and 'test_files')", at: root)
        }
        guard let name, errors.isEmpty else { return nil }
        return ModuleTemplate(
            root: folder, name: name, summary: summary, author: author, version: version, codeRoot: codeRoot,
            testRoot: testRoot, variables: variables, files: files, manifest: source)
    }

    /// A relative folder path (placeholders allowed); "" or "." is the project root.
    private func folderPath(_ node: Node, _ key: String) -> String? {
        guard let text = string(node, key) else { return nil }
        guard !text.hasPrefix("/") else {
            error("'\(key)' must be relative to the project, not an absolute path", at: node)
            return nil
        }
        return text == "." ? "" : text
    }

    private func variables(_ node: Node) -> [(name: String, value: String)] {
        guard case .mapping(let pairs, _) = node else {
            error("'variables' must be a mapping of names to default values, not \(node.kindDescription)", at: node)
            return []
        }
        var result: [(name: String, value: String)] = []
        for (key, value) in pairs {
            guard let name = key.scalarText, ModuleVariables.isVariableName(name) else {
                error("a variable name must be a lowercase identifier (letters, digits, '_'), like 'target'", at: key)
                continue
            }
            if let text = string(value, name) { result.append((name, text)) }
        }
        return result
    }

    private func fileList(_ node: Node, role: ModuleTemplate.FileRole) -> [ModuleTemplate.File] {
        let key = "\(role.rawValue)_files"
        guard case .sequence(let items, _) = node else {
            error("'\(key)' must be a list of files, not \(node.kindDescription)", at: node)
            return []
        }
        return items.compactMap { file($0, role: role, key: key) }
    }

    /// `- SOURCE` or `- {source: SOURCE, destination: DEST}`.
    private func file(_ node: Node, role: ModuleTemplate.FileRole, key: String) -> ModuleTemplate.File? {
        var source: String?
        var destination: String?
        switch node {
        case .scalar:
            source = string(node, key)
        case .mapping(let pairs, _):
            for (fieldKey, value) in pairs {
                switch fieldKey.scalarText {
                case "source": source = string(value, "source")
                case "destination": destination = string(value, "destination")
                default:
                    var message = "unknown file key '\(fieldKey.scalarText ?? fieldKey.kindDescription)'"
                    if let name = fieldKey.scalarText, let suggestion = Suggestions.didYouMean(name, in: ["source", "destination"]) {
                        message += " (\(suggestion))"
                    } else {
                        message += " (expected 'source' and 'destination')"
                    }
                    error(message, at: fieldKey)
                }
            }
            if source == nil, !pairs.contains(where: { $0.key.scalarText == "source" }) {
                error("this entry of '\(key)' needs a 'source'", at: node)
            }
        case .sequence:
            error("each entry of '\(key)' must be a source path or a mapping with 'source' and 'destination'", at: node)
        }
        guard let source else { return nil }
        if let refusal = sourceRefusal(source) {
            error(refusal.message, at: node, code: refusal.code)
            return nil
        }
        let target = destination ?? (source.hasSuffix(".tt") ? String(source.dropLast(3)) : source)
        guard !target.isEmpty, !target.hasPrefix("/") else {
            error("a destination must be a path relative to the \(role.rawValue) root", at: node)
            return nil
        }
        return ModuleTemplate.File(role: role, source: source, destination: target, location: location(node))
    }

    /// The template folder's one door, made once for every source of the manifest.
    private lazy var confinement = PathConfinement.templateFolder(folder, ownFile: folder.appendingPathComponent(ModuleTemplate.manifestName))

    /// Why `source` is not a regular file the template folder gives (links followed, never out of
    /// it; no credentials); nil when it is one.
    private func sourceRefusal(_ source: String) -> (message: String, code: DiagnosticCode)? {
        let missing = ("'\(source)' is not a file of the template folder", DiagnosticCode.missingSource)
        let inside: String
        do {
            guard !source.hasPrefix("/") else {
                throw WorkspaceError.refusedPath(source, access: .read, at: nil, because: "a source is a path relative to the template folder")
            }
            inside = try confinement.resolve(source, from: "", access: .read, at: nil)
        } catch let error as RuntimeError {
            return (error.message, error.code)
        } catch {
            return missing
        }
        var isDirectory: ObjCBool = false
        let full = confinement.realRoot + "/" + inside
        guard !inside.isEmpty, FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue else {
            return missing
        }
        return nil
    }
}
