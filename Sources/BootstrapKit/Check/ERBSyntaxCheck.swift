import Diagnostics
import Foundation
import RunnerLanguage

/// The findings of a template's ERB sources (`.tt` files): each is compiled to runner code and
/// parsed, as `template` would, without running anything; its code is then checked like a runner's
/// (`analyze`), since rendering runs it with the template's methods and actions.
enum ERBSyntaxCheck {
    /// Visiting more entries than this means the folder is no template folder (a home folder …): stop.
    static let maximumEntries = 20_000

    /// The `.tt` files under `root`, skipping hidden folders (`.git`, `.build`) and folders that hold
    /// a template of their own (a `config.yml`), in path order.
    static func templateFiles(under root: URL) -> [URL] {
        var found: [URL] = []
        var pending = [root]
        var visited = 0
        let fileManager = FileManager.default
        while let folder = pending.popLast(), visited < maximumEntries {
            let folderPath = folder.path
            guard let names = try? fileManager.contentsOfDirectory(atPath: folderPath) else { continue }
            for name in names.sorted() where !name.hasPrefix(".") {
                visited += 1
                // Looked up by path: a URL is made only for what is kept, a folder or a `.tt` file (most
                // entries are runners and the config, and a URL for each was most of the listing).
                let path = folderPath.hasSuffix("/") ? folderPath + name : folderPath + "/" + name
                var isDirectory: ObjCBool = false
                guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    let nestedTemplate = fileManager.fileExists(atPath: path + "/config.yml")
                    if !nestedTemplate { pending.append(folder.appendingPathComponent(name)) }
                } else if name.hasSuffix(".tt") {
                    found.append(folder.appendingPathComponent(name))
                }
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The findings of one `.tt` file, named `displayPath`: its syntax error, or what `analyze` finds
    /// in its code (located in the template's own columns).
    static func findings(for url: URL, displayPath: String, analyze: (Program) -> [Diagnostic]) -> [Diagnostic] {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return [Diagnostic(code: .unreadableFile, message: "\(displayPath): cannot read the file")]
        }
        // Binary sources are copied byte for byte and never compiled.
        guard let text = String(data: data, encoding: .utf8) else { return [] }
        let template: ERBTemplate
        do {
            template = try ERBTemplate(text: text, path: displayPath)
        } catch {
            return syntaxFinding(error, displayPath: displayPath).map { [$0] } ?? []
        }
        return analyze(template.program).map { finding in
            var moved = finding
            moved.location = finding.location.map(template.templateLocation)
            return moved
        }
    }

    private static func syntaxFinding(_ error: Error, displayPath: String) -> Diagnostic? {
        do {
            throw error
        } catch var diagnostic as Diagnostic {
            diagnostic.code = .erbSyntax
            return diagnostic
        } catch let list as DiagnosticList {
            guard var diagnostic = list.diagnostics.first else { return nil }
            diagnostic.code = .erbSyntax
            return diagnostic
        } catch {
            return Diagnostic(code: .erbSyntax, message: "\(displayPath): \(error)")
        }
    }
}
