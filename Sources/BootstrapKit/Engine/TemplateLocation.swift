import Diagnostics
import Foundation

/// Where a template lives and what shape it has: a config with blocks and runners, or a single
/// Rails-style `.rb` template run as one runner with no config.
public struct TemplateLocation {
    public enum Shape {
        /// A folder holding `config.yml` (and `runners/`, `templates/` …).
        case config(URL)
        /// A plain `.rb` template.
        case singleFile(URL)
    }

    public var shape: Shape
    /// TEMPLATE_PATH: the folder holding config.yml or the `.rb` file; sources are found relative to it.
    public var root: URL

    /// Resolves `-m TEMPLATE`: a config.yml, a folder holding one, or a `.rb` file. Without `-m`, the
    /// built-in template. Throws a Diagnostic (exit 2) naming what was looked for.
    /// A built-in template's name (`ios-viper`, `swift-package`) means the built-in even when the
    /// working directory holds a folder of that name: write it as a path (`./ios-viper`) for the folder.
    public static func resolve(_ argument: String?, workingDirectory: URL) throws -> TemplateLocation {
        guard let argument else { return try builtIn() }
        if BuiltInTemplates.entry(named: argument) != nil { return try builtIn(argument) }
        let url = URL(fileURLWithPath: argument, relativeTo: workingDirectory).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw Diagnostic(code: "template-not-found", message: "template '\(argument)' does not exist")
        }
        if isDirectory.boolValue {
            let config = url.appendingPathComponent("config.yml")
            guard FileManager.default.fileExists(atPath: config.path) else {
                throw Diagnostic(
                    code: "template-not-found",
                    message: "template folder '\(argument)' holds no config.yml")
            }
            return TemplateLocation(shape: .config(config), root: url)
        }
        if url.pathExtension == "rb" {
            return TemplateLocation(shape: .singleFile(url), root: url.deletingLastPathComponent())
        }
        return TemplateLocation(shape: .config(url), root: url.deletingLastPathComponent())
    }

    /// The built-in template `name` (default: the default one), from the first of
    /// `BOOTSTRAP_TEMPLATE_DIR`, `share/bootstrap` beside an installed binary (`make install`), the
    /// checkout the binary was built in (found by walking up from the executable), else the copy
    /// compiled into the binary (see `BuiltInTemplates`).
    public static func builtIn(_ name: String = BuiltInTemplates.defaultName) throws -> TemplateLocation {
        if let root = try BuiltInTemplates.root(of: name) {
            return TemplateLocation(shape: .config(root.appendingPathComponent("config.yml")), root: root)
        }
        throw Diagnostic(
            code: "template-not-found",
            message: "the built-in template \(name) was not found (looked beside \(executableFolder.path)); pass -m TEMPLATE or set BOOTSTRAP_TEMPLATE_DIR")
    }

    /// The folders built-in templates are looked for in, first first; `bootstrap gen` looks for
    /// `module-templates/` in the same places.
    public static func builtInSearchFolders() -> [URL] {
        var candidates: [URL] = []
        if let dir = ProcessInfo.processInfo.environment["BOOTSTRAP_TEMPLATE_DIR"], !dir.isEmpty {
            candidates.append(URL(fileURLWithPath: dir))
        }
        let binDirectory = executableFolder
        candidates.append(binDirectory.deletingLastPathComponent().appendingPathComponent("share/bootstrap"))
        var folder = binDirectory
        for _ in 0..<6 {
            candidates.append(folder)
            folder = folder.deletingLastPathComponent()
        }
        return candidates
    }

    private static var executableFolder: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    }

    /// How a file of the template is named in messages: relative to the working directory when it is
    /// inside it (so editors and terminals can open it), else its full path.
    public static func displayPath(_ url: URL, workingDirectory: URL) -> String {
        let path = url.standardizedFileURL.path
        let base = workingDirectory.standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
