import BootstrapYAML
import Diagnostics
import Foundation
import Liquid

/// A Generamba template: a folder holding `NAME.rambaspec` (YAML, itself rendered with Liquid
/// first, as Generamba does) and the Liquid files it lists:
///
/// ```yaml
/// name: viper_module
/// summary: VIPER module
/// author: Rambler
/// version: 1.0.0
/// code_files:
///   - {name: View/ViewController.swift, path: Code/View/viewcontroller.swift.liquid}
///   - {name: View/View.storyboard, path: Code/View/view.storyboard.liquid, is_resource: true}
///   - {name: Assembly, custom_name: "{{ module_info.name }}Assembly.swift", path: Code/assembly.liquid}
///   - {name: Interactor}                 # no path: a group only (Xcode), no file
/// test_files:
///   - {name: Tests/PresenterTests.swift, path: Tests/presenter_tests.swift.liquid}
/// dependencies: [ViperMcFlurry]
/// ```
struct RambaspecTemplate {
    struct File {
        var name: String
        var path: String?
        var customName: String?
        var isResource: Bool
        var location: SourceLocation
    }

    static let fileExtension = ".rambaspec"

    var folder: URL
    var name: String
    var codeFiles: [File]
    var testFiles: [File]
    var dependencies: [String]
    var spec: SourceText

    /// Where `gen MODULE TEMPLATE` finds TEMPLATE in a Generamba project: `Templates/TEMPLATE/`
    /// (what `generamba template install` leaves), else the Rambafile's `local:` path.
    /// nil when neither holds it and the Rambafile does not declare it (so bootstrap's own
    /// templates are looked up instead).
    static func locate(_ template: String, projectRoot: URL, rambafile: Rambafile) throws -> URL? {
        let installed = projectRoot.appendingPathComponent("Templates").appendingPathComponent(template)
        if FileManager.default.fileExists(atPath: installed.appendingPathComponent(template + fileExtension).path) { return installed }
        guard let declaration = rambafile.declaration(template) else { return nil }
        if let local = declaration.local {
            let folder = ModuleTemplateLocator.resolve(local, in: projectRoot)
            guard FileManager.default.fileExists(atPath: folder.appendingPathComponent(template + fileExtension).path) else {
                throw Diagnostic(
                    code: DiagnosticCode.templateNotFound, message: "template '\(template)' is declared with local: \(local), which holds no \(template)\(fileExtension)",
                    at: declaration.location, in: rambafile.source)
            }
            return folder
        }
        if let git = declaration.git {
            throw Diagnostic(
                code: DiagnosticCode.templateNotFound,
                message: "template '\(template)' comes from git (\(git)) and is not installed in Templates/\(template)",
                at: declaration.location, in: rambafile.source,
                notes: ["fetching git templates needs bootstrap's remote-template fetcher, which gen does not use yet; clone the repository into Templates/\(template) (as `generamba template install` does)"])
        }
        throw Diagnostic(
            code: DiagnosticCode.templateNotFound, message: "template '\(template)' is declared without local: or git:, and Templates/\(template) does not hold it",
            at: declaration.location, in: rambafile.source)
    }

    /// Renders `NAME.rambaspec` with the module's variables, then reads it.
    static func load(folder: URL, template: String, scope: LiquidHash, displayPath: String) throws -> RambaspecTemplate {
        let url = folder.appendingPathComponent(template + fileExtension)
        let shown = displayPath + "/" + template + fileExtension
        guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8) else {
            throw Diagnostic(code: DiagnosticCode.templateNotFound, message: "cannot read \(shown)")
        }
        let rendered = try LiquidTemplate.parse(text, path: shown).renderStrictly(scope)
        let source = SourceText(path: shown, text: rendered)
        guard let root = try YAMLLoader.load(rendered, path: shown), root.mappingPairs != nil else {
            throw Diagnostic(code: .rambaspec, message: "a .rambaspec must be a mapping with 'name' and 'code_files'", at: source.location(line: 1, column: 1), in: source)
        }
        func location(_ node: Node) -> SourceLocation { source.location(line: node.mark.line, column: node.mark.column) }
        func files(_ key: String) throws -> [File] {
            guard let node = root[key], !node.isNull else { return [] }
            guard let items = node.sequenceItems else {
                throw Diagnostic(code: .rambaspec, message: "'\(key)' must be a list of {name, path} entries", at: location(node), in: source)
            }
            return try items.map { item in
                guard item.mappingPairs != nil, let name = item["name"]?.scalarText, !name.isEmpty else {
                    throw Diagnostic(code: .rambaspec, message: "each entry of '\(key)' needs a 'name'", at: location(item), in: source)
                }
                let path = item["path"].flatMap { $0.isNull ? nil : $0.scalarText }
                if let path, !FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path) {
                    throw Diagnostic(code: DiagnosticCode.missingSource, message: "'\(path)' is not a file of the template", at: location(item), in: source)
                }
                return File(
                    name: name, path: path, customName: item["custom_name"]?.scalarText,
                    isResource: item["is_resource"]?.bool ?? false, location: location(item))
            }
        }
        let dependencies = root["dependencies"]?.sequenceItems?.compactMap(\.scalarText) ?? []
        return RambaspecTemplate(
            folder: folder, name: root["name"]?.scalarText ?? template, codeFiles: try files("code_files"),
            testFiles: try files("test_files"), dependencies: dependencies, spec: source)
    }
}
