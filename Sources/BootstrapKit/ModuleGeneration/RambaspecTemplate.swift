import BootstrapYAML
import Diagnostics
import Foundation
import Liquid
import struct RunnerLanguage.RuntimeError

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
        /// As the spec writes it (messages name the file by it).
        var path: String?
        /// `path` through the template folder's door: inside it, links resolved.
        var source: URL?
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
    /// `snippets/`, resolved through the template folder's door: where `{% include %}` reads.
    var snippets: URL

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

    /// Renders `NAME.rambaspec` with the module's variables, then reads it. Every file it names is
    /// found through the template folder's door: a `path:` with `..`, an absolute one, or a file
    /// (or `snippets/`) that is a link out of the folder is a located error, and nothing is read.
    static func load(folder: URL, template: String, scope: LiquidHash, displayPath: String) throws -> RambaspecTemplate {
        let shown = displayPath + "/" + template + fileExtension
        let door = PathConfinement.templateFolder(folder, ownFile: folder.appendingPathComponent(template + fileExtension))
        func inside(_ path: String) throws -> URL {
            URL(fileURLWithPath: door.realRoot + "/" + (try door.resolve(path, from: "", access: .read, at: nil)))
        }
        let url: URL
        do { url = try inside(template + fileExtension) } catch let error as RuntimeError {
            throw Diagnostic(code: .refusedPath, message: "\(shown): \(error.message)")
        }
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
                var resolved: URL?
                if let path {
                    let at = location(item["path"] ?? item)
                    do {
                        guard !path.hasPrefix("/") else {
                            throw WorkspaceError.refusedPath(path, access: .read, at: nil, because: "a path is relative to the template folder")
                        }
                        resolved = try inside(path)
                    } catch let error as RuntimeError {
                        throw Diagnostic(code: .refusedPath, message: error.message, at: at, in: source)
                    }
                    var isDirectory: ObjCBool = false
                    guard let file = resolved, FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
                        throw Diagnostic(code: DiagnosticCode.missingSource, message: "'\(path)' is not a file of the template", at: at, in: source)
                    }
                }
                return File(
                    name: name, path: path, source: resolved, customName: item["custom_name"]?.scalarText,
                    isResource: item["is_resource"]?.bool ?? false, location: location(item))
            }
        }
        let dependencies = root["dependencies"]?.sequenceItems?.compactMap(\.scalarText) ?? []
        let codeFiles = try files("code_files"), testFiles = try files("test_files")
        let snippets: URL
        do { snippets = try inside("snippets") } catch let error as RuntimeError {
            throw Diagnostic(code: .refusedPath, message: "\(displayPath)/snippets: \(error.message)")
        }
        return RambaspecTemplate(
            folder: folder, name: root["name"]?.scalarText ?? template, codeFiles: codeFiles,
            testFiles: testFiles, dependencies: dependencies, spec: source, snippets: snippets)
    }
}
