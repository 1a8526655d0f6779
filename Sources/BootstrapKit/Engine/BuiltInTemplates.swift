import Diagnostics
import Foundation

/// The templates bootstrap ships, by name (`-m ios-viper`), and where their files are.
///
/// On disk, a folder of the search list (`BOOTSTRAP_TEMPLATE_DIR`, `share/bootstrap` beside the
/// binary, the checkout it was built in) holds the default template at its top (`config.yml`,
/// `runners/`, `templates/`), the others under `builtin-templates/NAME/`, and the module templates
/// of `gen` under `module-templates/`. The first folder that has what is asked for wins. When none
/// has it, the copy compiled into the binary (`EmbeddedTemplateFiles`) is unpacked once into a
/// private folder and used: a binary copied alone to another machine still has every built-in.
public enum BuiltInTemplates {
    public struct Entry: Equatable {
        public var name: String
        public var summary: String
        /// Where the template sits inside a search folder ("" = at its top).
        public var folder: String
    }

    /// The name of the default template, used when `-m` is not given.
    public static let defaultName = "swift-package"
    public static let folderName = "builtin-templates"

    public static let all = [
        Entry(
            name: defaultName,
            summary: "a Swift package: library (and tool), tests, swift-format, DocC, CI, Dockerfile (the default)",
            folder: ""),
        Entry(
            name: "ios-viper",
            summary: "an iOS app in VIPER: XcodeGen project.yml, ServicesAssembly, PresentationAssembly, ApplicationRoot, StartScreen",
            folder: folderName + "/ios-viper"),
    ]

    public static func entry(named name: String) -> Entry? { all.first { $0.name == name } }

    /// The folder holding the built-in template `name`'s config.yml, or nil when no copy has it.
    public static func root(of name: String) throws -> URL? {
        guard let entry = entry(named: name) else { return nil }
        return try folder(containing: entry.folder) { isTemplate($0) }
    }

    /// The first search folder whose `relative` part satisfies `accept`, else the unpacked embedded
    /// copy's (when it does), else nil.
    public static func folder(containing relative: String, where accept: (URL) -> Bool) throws -> URL? {
        for candidate in TemplateLocation.builtInSearchFolders() {
            let url = relative.isEmpty ? candidate : candidate.appendingPathComponent(relative)
            if accept(url) { return url.standardizedFileURL }
        }
        return try embeddedFolder(relative, where: accept)
    }

    /// The unpacked embedded copy's `relative` part, when it satisfies `accept`.
    public static func embeddedFolder(_ relative: String, where accept: (URL) -> Bool) throws -> URL? {
        guard !EmbeddedTemplateFiles.files.isEmpty else { return nil }
        let unpacked = try unpackedEmbeddedCopy()
        let url = relative.isEmpty ? unpacked : unpacked.appendingPathComponent(relative)
        return accept(url) ? url.standardizedFileURL : nil
    }

    /// A template folder: config.yml with runners/ beside it.
    static func isTemplate(_ folder: URL) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("config.yml").path)
            && FileManager.default.fileExists(atPath: folder.appendingPathComponent("runners").path)
    }

    // MARK: - The embedded copy

    private static let unpackLock = NSLock()
    nonisolated(unsafe) private static var unpacked: URL?

    /// The embedded files, unpacked into `TMPDIR/bootstrap-templates-UID-DIGEST`: written once into
    /// a staging folder and renamed into place, so concurrent runs and interrupted ones never see a
    /// half-written copy, and reused by later runs of the same binary. A folder of that name that
    /// is not this user's private directory (another user's, a link) is never trusted: the files
    /// then go into a fresh private folder of this run.
    static func unpackedEmbeddedCopy() throws -> URL {
        unpackLock.lock()
        defer { unpackLock.unlock() }
        if let unpacked { return unpacked }
        let temporary = URL(fileURLWithPath: NSTemporaryDirectory())
        let target = temporary.appendingPathComponent("bootstrap-templates-\(getuid())-\(EmbeddedTemplateFiles.digest)")
        if isPrivateFolder(target) {
            unpacked = target
            return target
        }
        let staging = try makePrivateFolder(in: temporary)
        try write(into: staging)
        if rename(staging.path, target.path) == 0, isPrivateFolder(target) {
            unpacked = target
            return target
        }
        // Another run got there first (then its copy is used), or the name is taken by something untrusted.
        if isPrivateFolder(target) {
            try? FileManager.default.removeItem(at: staging)
            unpacked = target
            return target
        }
        unpacked = staging
        return staging
    }

    private static func write(into folder: URL) throws {
        for file in EmbeddedTemplateFiles.files {
            guard let data = Data(base64Encoded: file.base64) else {
                throw Diagnostic(code: DiagnosticCode.builtinTemplates, message: "the embedded copy of \(file.path) is damaged")
            }
            let url = folder.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
            if file.executable { chmod(url.path, 0o755) }
        }
    }

    private static func makePrivateFolder(in parent: URL) throws -> URL {
        var template = Array(parent.appendingPathComponent("bootstrap-templates-XXXXXX").path.utf8CString)
        guard let made = mkdtemp(&template) else {
            throw Diagnostic(code: DiagnosticCode.builtinTemplates, message: "cannot unpack the built-in templates into \(parent.path)")
        }
        return URL(fileURLWithPath: String(cString: made))
    }

    /// A real directory (not a link), owned by this user, that nobody else may write or read.
    private static func isPrivateFolder(_ url: URL) -> Bool {
        var info = stat()
        guard lstat(url.path, &info) == 0 else { return false }
        return (info.st_mode & S_IFMT) == S_IFDIR && info.st_uid == getuid() && (info.st_mode & 0o077) == 0
    }
}
