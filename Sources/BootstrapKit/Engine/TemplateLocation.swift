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

    /// Where the template came from (for `.bootstrap.yml` and trust); for a built-in template, its
    /// name alone (`TemplateOrigin.builtin`).
    public var origin: TemplateOrigin?

    /// The URL a single downloaded file (`-m https://…/template.rb`) came from: messages name the
    /// file by it, not by its path in the cache. nil for every other template.
    public var downloadedFrom: String?

    /// Resolves `-m TEMPLATE`: a config.yml, a folder holding one, or a `.rb` file; a git repository
    /// or an http(s) file (see `TemplateSource`), fetched into the cache. Without `-m`, the built-in
    /// template. Throws a Diagnostic (exit 2) naming what was looked for or why fetching failed.
    /// A built-in template's name (`ios-viper`, `swift-package`) means the built-in even when the
    /// working directory holds a folder of that name: write it as a path (`./ios-viper`) for the folder.
    public static func resolve(
        _ argument: String?, workingDirectory: URL, remote: RemoteOptions = RemoteOptions()
    ) throws -> TemplateLocation {
        guard let argument else { return try builtIn() }
        if BuiltInTemplates.entry(named: argument) != nil { return try builtIn(argument) }
        if let fetched = try RemoteTemplateResolver(options: remote, workingDirectory: workingDirectory).resolve(argument) {
            return fetched
        }
        var location = try resolveLocal(argument, argument: argument, workingDirectory: workingDirectory)
        if let subdir = remote.subdir {
            // `--subdir` of a local folder: the template is that folder of it.
            location = try resolveLocal(
                location.root.appendingPathComponent(subdir).path, argument: argument + " --subdir " + subdir,
                workingDirectory: workingDirectory)
        }
        location.origin = TemplateOrigin(source: argument, url: "file://" + location.root.path, subdir: remote.subdir)
        return location
    }

    /// A template on the local disk at `path`; `argument` is how messages name it.
    static func resolveLocal(_ path: String, argument: String, workingDirectory: URL) throws -> TemplateLocation {
        let url = URL(fileURLWithPath: path, relativeTo: workingDirectory).standardizedFile
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            var message = "template '\(argument)' does not exist"
            // A bare word may have meant a built-in template: name them.
            if !argument.contains("/") && !argument.contains(".") {
                let names = BuiltInTemplates.all.map(\.name)
                message += "; the built-in templates are \(names.joined(separator: ", "))"
                if let suggestion = Suggestions.didYouMean(argument, in: names) { message += " (\(suggestion))" }
            }
            throw Diagnostic(code: .templateNotFound, message: message)
        }
        if isDirectory.boolValue {
            let config = url.appendingPathComponent("config.yml")
            guard FileManager.default.fileExists(atPath: config.path) else {
                throw Diagnostic(
                    code: .templateNotFound,
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
    /// checkout the binary was built in (the folder holding the `.build` the executable is in),
    /// else the copy compiled into the binary (see `BuiltInTemplates`). The executable's folder is
    /// its real path (`ExecutablePath`), never one derived from argv[0] or the current folder.
    public static func builtIn(_ name: String = BuiltInTemplates.defaultName) throws -> TemplateLocation {
        if let root = try BuiltInTemplates.root(of: name) {
            return TemplateLocation(shape: .config(root.appendingPathComponent("config.yml")), root: root, origin: TemplateOrigin(builtin: name))
        }
        throw Diagnostic(
            code: .templateNotFound,
            message: "the built-in template \(name) was not found (looked beside \(executableFolder?.path ?? "the executable, whose path is unknown")); pass -m TEMPLATE or set BOOTSTRAP_TEMPLATE_DIR")
    }

    /// The folders built-in templates are looked for in, first first; `bootstrap gen` looks for
    /// `module-templates/` in the same places.
    public static func builtInSearchFolders() -> [URL] {
        var candidates: [URL] = []
        if let dir = ProcessEnvironment.value(of: "BOOTSTRAP_TEMPLATE_DIR"), !dir.isEmpty {
            candidates.append(URL(fileURLWithPath: dir))
        }
        guard let binDirectory = executableFolder else { return candidates }
        candidates.append(binDirectory.deletingLastPathComponent().appendingPathComponent("share/bootstrap"))
        if let checkout = checkout(around: binDirectory) { candidates.append(checkout) }
        return candidates
    }

    private static var executableFolder: URL? { ExecutablePath.current?.deletingLastPathComponent() }

    /// The checkout a binary in `folder` was built in: the parent of the `.build` folder it is in
    /// (`CHECKOUT/.build/debug`, `CHECKOUT/.build/x86_64-unknown-linux-gnu/release`); nil for a
    /// binary anywhere else, whose surroundings are not the template's.
    static func checkout(around folder: URL) -> URL? {
        let parts = folder.standardizedFile.path.split(separator: "/", omittingEmptySubsequences: true)
        guard let build = parts.lastIndex(of: ".build") else { return nil }
        return URL(fileURLWithPath: "/" + parts[..<build].joined(separator: "/"))
    }

    /// How messages name a file of this template: the downloaded file by its URL, every other
    /// file by `displayPath(_:base:)`.
    func displayPath(_ url: URL, base: String) -> String {
        if let downloadedFrom, url.standardizedFile.path == mainFile.standardizedFile.path {
            return TemplateCache.shown(downloadedFrom)
        }
        return Self.displayPath(url, base: base)
    }

    /// The template folder's confinement, the one door for what the template reads of it.
    func templateFolder() -> PathConfinement { .templateFolder(root, ownFile: mainFile) }

    /// The config or the single `.rb` file.
    var mainFile: URL {
        switch shape {
        case .config(let url), .singleFile(let url): return url
        }
    }

    /// How a file of the template is named in messages: relative to the working directory when it is
    /// inside it (so editors and terminals can open it), else its full path.
    ///
    /// Relative to the current folder whether the file is below it (`tpl/runners/a.rb`) or beside
    /// it (`../tpl/runners/a.rb`, as `apply` run inside the project names a template next to it),
    /// so `new` and `apply` name the same file alike. Only a file that shares nothing with the
    /// current folder but `/` (a built-in template, a system folder) keeps its absolute path.
    public static func displayPath(_ url: URL, workingDirectory: URL) -> String {
        displayPath(url, base: workingDirectory.standardizedFile.path)
    }

    /// `displayPath` with the working directory's standardized path made once by the caller (a
    /// loader names every runner file it reads against the same folder).
    static func displayPath(_ url: URL, base: String) -> String {
        let path = url.standardizedFile.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
        let pathParts = path.split(separator: "/"), baseParts = base.split(separator: "/")
        let shared = zip(pathParts, baseParts).prefix { $0 == $1 }.count
        guard shared > 0 else { return path }
        let climb = Array(repeating: "..", count: baseParts.count - shared)
        return (climb + pathParts.dropFirst(shared).map(String.init)).joined(separator: "/")
    }
}
