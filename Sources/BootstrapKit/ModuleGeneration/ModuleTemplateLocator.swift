import Diagnostics
import Foundation

/// Finds the module template `bootstrap gen` names: a path (anything with a `/`, or `.`), else the
/// project's own `.bootstrap/templates/NAME`, else the built-in `module-templates/NAME` (found
/// where the built-in project template is: BOOTSTRAP_TEMPLATE_DIR, share/bootstrap beside the
/// binary, or the checkout the binary was built in).
public struct ModuleTemplateLocator {
    public static let projectFolder = ".bootstrap/templates"
    public static let builtInFolderName = "module-templates"

    public var projectRoot: URL
    public var workingDirectory: URL
    /// Folders that may hold `module-templates/`, first first.
    public var builtInSearchFolders: [URL]

    public init(projectRoot: URL, workingDirectory: URL, builtInSearchFolders: [URL] = TemplateLocation.builtInSearchFolders()) {
        self.projectRoot = projectRoot.standardizedFileURL
        self.workingDirectory = workingDirectory.standardizedFileURL
        self.builtInSearchFolders = builtInSearchFolders
    }

    /// The folders templates are looked up in by name: the project's, then the first built-in one found.
    public var searchFolders: [URL] {
        var folders = [projectRoot.appendingPathComponent(Self.projectFolder)]
        if let builtIn = builtInSearchFolders
            .map({ $0.appendingPathComponent(Self.builtInFolderName) })
            .first(where: { Self.isDirectory($0) })
        {
            folders.append(builtIn.standardizedFileURL)
        } else if let embedded = try? BuiltInTemplates.embeddedFolder(Self.builtInFolderName, where: Self.isDirectory) {
            folders.append(embedded)
        }
        return folders
    }

    /// Names of every template found by name, project ones first, each once.
    public func availableNames() -> [String] {
        var names: [String] = []
        for folder in searchFolders {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for entry in entries.sorted() where !names.contains(entry) {
                if FileManager.default.fileExists(atPath: folder.appendingPathComponent(entry).appendingPathComponent(ModuleTemplate.manifestName).path) {
                    names.append(entry)
                }
            }
        }
        return names
    }

    /// Whether `argument` names a template by path (anything with a `/`, or `.`, `..`), not by name.
    static func isPath(_ argument: String) -> Bool {
        argument.contains("/") || argument == "." || argument == ".."
    }

    /// The folder of the template `argument` names. Throws a `template-not-found` diagnostic
    /// (exit 2) with a did-you-mean among the available names.
    public func locate(_ argument: String) throws -> URL {
        if Self.isPath(argument) {
            let url = Self.resolve(argument, in: workingDirectory)
            guard Self.isDirectory(url) else {
                throw Diagnostic(code: .templateNotFound, message: "module template folder '\(argument)' does not exist")
            }
            return url
        }
        for folder in searchFolders {
            let candidate = folder.appendingPathComponent(argument)
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent(ModuleTemplate.manifestName).path) {
                return candidate.standardizedFileURL
            }
        }
        let available = availableNames()
        var message = "unknown module template '\(argument)'"
        if let suggestion = Suggestions.didYouMean(argument, in: available) { message += " (\(suggestion))" }
        var notes: [String] = []
        notes.append(available.isEmpty ? "no module templates were found" : "available: \(available.joined(separator: ", "))")
        notes.append("looked in: \(searchFolders.map(\.path).joined(separator: ", "))")
        throw Diagnostic(code: .templateNotFound, message: message, notes: notes)
    }

    /// `path` as given on the command line: absolute, or relative to `directory` (whether or not
    /// `directory`'s URL ends in a slash).
    public static func resolve(_ path: String, in directory: URL) -> URL {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : directory.appendingPathComponent(path)
        return url.standardizedFileURL
    }

    private static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
