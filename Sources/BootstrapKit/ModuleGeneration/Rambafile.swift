import BootstrapYAML
import Diagnostics
import Foundation

/// A Generamba project's `Rambafile` (YAML), read the way Generamba reads it: the project's
/// `company`, `author`, `prefix`, `project_name`, `product_module_name`, `xcodeproj_path`, where
/// code and test files go (`project_file_path`, `project_group_path`, `test_file_path`,
/// `test_group_path`, `create_logical_groups`), which targets they join (`project_target(s)`,
/// `test_target(s)`), `podfile_path`/`cartfile_path` (for the dependency notes), `templates:`
/// (each `{name, local | git [, branch]}`) and `catalogs:` (accepted; only `template install` uses it).
public struct Rambafile {
    public static let fileName = "Rambafile"
    static let knownKeys = [
        "company", "author", "prefix", "project_name", "product_module_name", "xcodeproj_path", "project_target",
        "project_targets", "project_file_path", "project_group_path", "test_target", "test_targets", "test_file_path",
        "test_group_path", "create_logical_groups", "podfile_path", "cartfile_path", "templates", "catalogs",
    ]

    /// One entry of `templates:`.
    public struct TemplateDeclaration {
        public var name: String
        public var local: String?
        public var git: String?
        public var branch: String?
        public var location: SourceLocation
    }

    public let source: SourceText
    let pairs: [(key: Node, value: Node)]
    let rootLocation: SourceLocation
    public private(set) var templates: [TemplateDeclaration] = []

    /// Reads `root/Rambafile`; nil when the project has none.
    public static func load(projectRoot: URL) throws -> Rambafile? {
        let url = projectRoot.appendingPathComponent(fileName)
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        let source = SourceText(path: fileName, text: text)
        let root = try YAMLLoader.load(bytes: [UInt8](data), path: fileName)
        let start = source.location(line: 1, column: 1)
        guard let root else { return Rambafile(source: source, pairs: [], rootLocation: start) }
        guard let pairs = root.mappingPairs else {
            throw Diagnostic(code: .rambafile, message: "a Rambafile must be a mapping of settings, not \(root.kindDescription)", at: start, in: source)
        }
        var rambafile = Rambafile(source: source, pairs: pairs, rootLocation: start)
        try rambafile.readTemplates()
        return rambafile
    }

    private func location(_ node: Node) -> SourceLocation {
        source.location(line: node.mark.line, column: node.mark.column)
    }

    func node(_ key: String) -> Node? {
        pairs.first { $0.key.scalarText == key }?.value
    }

    /// A setting as text (numbers and booleans as written), nil when absent or null.
    public func string(_ key: String) throws -> String? {
        guard let value = node(key), !value.isNull else { return nil }
        guard let text = value.scalarText else {
            throw Diagnostic(code: .rambafile, message: "'\(key)' must be a single value, not \(value.kindDescription)", at: location(value), in: source)
        }
        return text
    }

    /// `project_targets: [A, B]` (or one name).
    public func strings(_ key: String) throws -> [String]? {
        guard let value = node(key), !value.isNull else { return nil }
        if let items = value.sequenceItems {
            return try items.map { item in
                guard let text = item.scalarText else {
                    throw Diagnostic(code: .rambafile, message: "each of '\(key)' must be a target name", at: location(item), in: source)
                }
                return text
            }
        }
        return try string(key).map { [$0] }
    }

    public func bool(_ key: String) -> Bool {
        node(key)?.bool ?? false
    }

    /// A setting a run cannot do without, or an error located in the Rambafile.
    public func required(_ key: String, because reason: String) throws -> String {
        if let value = try string(key), !value.isEmpty { return value }
        let at = location(of: key)
        throw Diagnostic(
            code: DiagnosticCode.rambafileMissingKey, message: "the Rambafile needs '\(key)': \(reason)", at: at, in: source,
            notes: ["add a line like `\(key): …` to the Rambafile"])
    }

    /// Reports where a setting is, for errors about its value.
    public func location(of key: String) -> SourceLocation {
        pairs.first { $0.key.scalarText == key }.map { location($0.key) } ?? rootLocation
    }

    private mutating func readTemplates() throws {
        guard let value = node("templates"), !value.isNull else { return }
        guard let items = value.sequenceItems else {
            throw Diagnostic(code: .rambafile, message: "'templates' must be a list of `- {name: NAME}` entries", at: location(value), in: source)
        }
        for item in items {
            guard item.mappingPairs != nil, let name = item["name"]?.scalarText, !name.isEmpty else {
                throw Diagnostic(code: .rambafile, message: "each template needs a 'name' (like `- {name: viper}`)", at: location(item), in: source)
            }
            templates.append(TemplateDeclaration(
                name: name, local: item["local"]?.scalarText, git: item["git"]?.scalarText, branch: item["branch"]?.scalarText,
                location: location(item)))
        }
    }

    public func declaration(_ name: String) -> TemplateDeclaration? {
        templates.first { $0.name == name }
    }
}
