import BootstrapYAML
import Diagnostics
import Foundation

/// How a project fits the modules of one module template: `.bootstrap/gen.yml`, written by a
/// project template (the built-in `ios-viper` writes one) and read by every `gen`:
///
/// ```yaml
/// defaults:                               # every module template's, under its own section's
///   variables:
///     project_name: MyApp
/// viper:                                  # the module template's name
///   variables:                            # defaults for this project; --set still wins
///     modules_folder: UserStories
///   register:                             # one line per module in a list of the app's code
///     file: MyApp/Application/ApplicationRoot.swift
///     list: "static let moduleFactories: [ModuleFactoryProtocol.Type] = ["
///     entry: "%module_name%Factory.self"
/// ```
///
/// `register` adds `entry` (placeholders expanded) as the last element of the Swift collection
/// literal that opens on the line holding `list` and closes at the next line starting with `]`,
/// indented like the list's other lines; an element already in the list is `identical`, so a
/// module is never registered twice.
public struct ProjectModuleSettings {
    public static let path = ".bootstrap/gen.yml"
    /// The section whose `variables` every module template takes (its own section's win), so a
    /// project names its target once for every template, the ones it has not met yet included.
    public static let defaultsSection = "defaults"

    public struct Registration {
        public var file: String
        public var list: String
        public var entry: String
        public var location: SourceLocation
    }

    public var variables: [String: String] = [:]
    public var registration: Registration?
    /// The settings file, for locating errors; nil when the project has none.
    public var source: SourceText?

    public init() {}

    /// The settings for `template` in the project of `workspace`; empty when the project has no
    /// `.bootstrap/gen.yml` or it says nothing of `template`. A malformed file is a located error.
    public static func load(template: String, workspace: Workspace) throws -> ProjectModuleSettings {
        var settings = ProjectModuleSettings()
        guard workspace.isFile(path), let text = try workspace.read(path) else { return settings }
        let source = SourceText(path: path, text: text)
        settings.source = source
        guard let root = try YAMLLoader.load(text, path: path), !root.isNull else { return settings }
        func fail(_ message: String, _ node: Node) -> Diagnostic {
            Diagnostic(
                code: DiagnosticCode.genSettings, message: message,
                at: SourceLocation(file: path, line: node.mark.line, column: node.mark.column), in: source)
        }
        guard root.mappingPairs != nil else { throw fail("\(path) must be a mapping of module template names", root) }
        func readVariables(_ value: Node) throws {
            guard let variables = value.mappingPairs else { throw fail("'variables' must be a mapping of names to values", value) }
            for (name, text) in variables {
                guard let name = name.scalarText, ModuleVariables.isVariableName(name) else {
                    throw fail("a variable name must be a lowercase identifier", name)
                }
                guard let text = text.scalarText else { throw fail("the value of '\(name)' must be a string", text) }
                settings.variables[name] = text
            }
        }
        if let defaults = root[defaultsSection], !defaults.isNull {
            guard let pairs = defaults.mappingPairs else { throw fail("'\(defaultsSection)' must be a mapping with 'variables'", defaults) }
            for (key, value) in pairs {
                guard key.scalarText == "variables" else { throw fail("unknown key in '\(defaultsSection)' (known: variables)", key) }
                try readVariables(value)
            }
        }
        guard template != defaultsSection, let entry = root[template], !entry.isNull else { return settings }
        guard let pairs = entry.mappingPairs else { throw fail("'\(template)' must be a mapping with 'variables' or 'register'", entry) }
        for (key, value) in pairs {
            switch key.scalarText {
            case "variables":
                try readVariables(value)
            case "register":
                var fields: [String: String] = [:]
                for (field, text) in value.mappingPairs ?? [] {
                    guard let name = field.scalarText, ["file", "list", "entry"].contains(name) else {
                        throw fail("unknown key in 'register' (known: file, list, entry)", field)
                    }
                    guard let string = text.scalarText, !string.isEmpty else { throw fail("'\(name)' must be a non-empty string", text) }
                    fields[name] = string
                }
                guard let file = fields["file"], let list = fields["list"], let line = fields["entry"] else {
                    throw fail("'register' needs 'file', 'list' and 'entry'", value)
                }
                settings.registration = Registration(
                    file: file, list: list, entry: line,
                    location: SourceLocation(file: path, line: key.mark.line, column: key.mark.column))
            default:
                throw fail("unknown key (known: variables, register)", key)
            }
        }
        return settings
    }

    /// Adds the module's entry to the registration list, printing `register FILE` (or `identical`).
    /// Nothing to do without a `register` setting.
    public func register(_ variables: ModuleVariables, workspace: Workspace, log: StatusLog) throws {
        guard let registration, let source else { return }
        let file = try variables.expand(registration.file, at: registration.location, in: source)
        let entry = try variables.expand(registration.entry, at: registration.location, in: source)
        let path = try workspace.resolve(file, for: .write, at: registration.location)
        guard let text = try workspace.read(path) else {
            throw Diagnostic(
                code: DiagnosticCode.genSettings, message: "cannot register the module: \(file) does not exist",
                at: registration.location, in: source)
        }
        switch Self.insert(entry, intoListStartingWith: registration.list, in: text) {
        case .identical:
            log.status("identical", "\(file)  \(entry)")
        case .inserted(let newText):
            log.status("register", "\(file)  \(entry)")
            try workspace.write(path, newText)
        case .listNotFound:
            throw Diagnostic(
                code: DiagnosticCode.genSettings,
                message: "cannot register the module: \(file) has no line holding '\(registration.list)' followed by a closing ']'",
                at: registration.location, in: source)
        }
    }

    public enum Insertion: Equatable {
        case inserted(String)
        case identical
        case listNotFound
    }

    /// `text` with `entry` as the last element of the Swift collection literal opened on the line
    /// containing `list`, written as swift-format writes a multi-line literal: elements separated
    /// by commas, with a trailing comma only when there are two or more (a single element has none).
    /// Comment lines in the list (one keeps a short list from being folded onto one line) stay.
    public static func insert(_ entry: String, intoListStartingWith list: String, in text: String) -> Insertion {
        var lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.contains(list) }) else { return .listNotFound }
        let wanted = element(entry)
        var elements: [Int] = []
        var closing: Int?
        for index in start + 1..<lines.count {
            let trimmed = lines[index].trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("]") {
                closing = index
                break
            }
            if trimmed.isEmpty || trimmed.hasPrefix("//") { continue }
            if element(trimmed) == wanted { return .identical }
            elements.append(index)
        }
        guard let closing else { return .listNotFound }
        let indentation: String
        if closing > start + 1 {
            indentation = String(lines[closing - 1].prefix { $0 == " " || $0 == "\t" })
        } else {
            indentation = String(lines[closing].prefix { $0 == " " || $0 == "\t" }) + "    "
        }
        if let last = elements.last, !lines[last].hasSuffix(",") { lines[last] += "," }
        lines.insert(indentation + wanted + (elements.isEmpty ? "" : ","), at: closing)
        return .inserted(lines.joined(separator: "\n"))
    }

    /// An element as written in the list, without its separating comma.
    private static func element(_ text: String) -> String {
        var trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasSuffix(",") { trimmed.removeLast() }
        return trimmed.trimmingCharacters(in: .whitespaces)
    }
}
