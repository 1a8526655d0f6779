import Diagnostics
import Foundation
import RunnerLanguage

/// The world as a template's scripts see it: `File.read`, `File.exist?`, `Dir.glob` and
/// `require_relative` may read the template folder and the project being generated, nothing else
/// (docs/safety.md). Project reads go through the run's workspace, so a script sees the files earlier
/// actions wrote in memory; template reads go through a read-only workspace over the template
/// folder, so both get the same confinement (no `..` out, no links out).
final class ProjectScriptHost: ScriptHost {
    let workspace: Workspace
    /// The template folder, read-only: a pretend workspace never writes.
    let template: Workspace
    /// Where `puts` output goes; set once the run's log exists.
    var output: (String) -> Void = { OutputStreams.write(TerminalText.escaped($0), to: .output) }
    /// What `ENV` reads: the given variables, else this process's, read only if a script asks.
    var environment: [String: String] { givenEnvironment ?? ProcessEnvironment.variables }
    private let givenEnvironment: [String: String]?

    init(workspace: Workspace, templateFolder: PathConfinement, environment: [String: String]? = nil) {
        self.workspace = workspace
        self.template = Workspace(readingOnly: templateFolder)
        self.givenEnvironment = environment
    }

    /// Called when code from outside the template folder is about to run (a `require` of a project
    /// file): the run's consent gate then trusts no more (ConsentGate).
    var foreignCode: () -> Void = {}

    func write(_ text: String) { output(text) }

    /// Where a refusal the script rescued is told; set once the run's log exists.
    var refusalRescued: (Diagnostic) -> Void = { _ in }

    /// A template may rescue a refused path or command (real ones fall back when `~/.gitconfig`
    /// cannot be read), and nothing left the project either way; but the user hears of each
    /// refusal, so a run that goes on without an effect is never silent about it.
    func rescued(_ failure: RuntimeError) {
        guard failure.code == .refusedPath || failure.code == .commandConsent else { return }
        var note = failure.diagnostic
        note.severity = .warning
        note.message += " (rescued by the template; the run goes on)"
        refusalRescued(note)
    }

    func readCode(_ path: String, at location: SourceLocation) throws -> String {
        let (root, _) = try resolve(path, at: location)
        if root !== template { foreignCode() }
        return try readFile(path, at: location)
    }

    /// Where a path a script names lives: the template folder (absolute paths inside it) or the
    /// project (relative paths, and absolute ones inside it), with the path relative to that root.
    private func place(_ path: String, at location: SourceLocation) throws -> (Workspace, String) {
        guard path.hasPrefix("/") else { return (workspace, path) }
        let normal = (path as NSString).standardizingPath
        for root in [template, workspace] {
            for prefix in Set([root.root.path, root.absolute("")]) where normal == prefix || normal.hasPrefix(prefix + "/") {
                return (root, String(normal.dropFirst(prefix.count)).drop { $0 == "/" }.description)
            }
        }
        throw RuntimeError(
            "RuntimeError", "refusing to read '\(path)': scripts may read only the template folder and the project",
            at: location, code: .refusedPath)
    }

    /// The confined, link-resolved path of `path` in its root.
    func resolve(_ path: String, at location: SourceLocation) throws -> (Workspace, String) {
        let (root, relative) = try place(path, at: location)
        return (root, try root.resolve(relative.isEmpty ? "." : relative, for: .read, at: location))
    }

    func readFile(_ path: String, at location: SourceLocation) throws -> String {
        let (root, relative) = try resolve(path, at: location)
        guard let text = try root.read(relative) else {
            throw RuntimeError("Errno::ENOENT", "No such file or directory @ rb_sysopen - \(path)", at: location, code: .missingFile)
        }
        return text
    }

    func fileKind(_ path: String, at location: SourceLocation) throws -> FileKind? {
        let (root, relative) = try resolve(path, at: location)
        if root.isDirectory(relative) { return .directory }
        return root.isFile(relative) ? .file : nil
    }

    /// `Dir.glob`: matched by the workspace's glob (changes in memory included for the project),
    /// spelled back the way the pattern was written (absolute, or relative to the current directory).
    func glob(_ pattern: String, at location: SourceLocation) throws -> [String] {
        let (root, relative) = try place(pattern, at: location)
        if relative.split(separator: "/").contains("..") {
            throw RuntimeError(
                "RuntimeError", "refusing to read '\(pattern)': a glob may not climb out with '..'", at: location,
                code: .refusedPath)
        }
        let saved = root.currentDirectory
        if pattern.hasPrefix("/") { root.currentDirectory = "" }
        defer { root.currentDirectory = saved }
        let base = root.currentDirectory.isEmpty ? "" : root.currentDirectory + "/"
        // What the root keeps though inside it (the template folder's shield, the project's .git)
        // is not listed either.
        let matches = root.glob(relative).filter {
            root.confinement.shieldRefusal(of: PathConfinement.split($0), joined: $0) == nil
        }
        return matches.map { match in
            if pattern.hasPrefix("/") { return root.absolute(match) }
            return match.hasPrefix(base) ? String(match.dropFirst(base.count)) : match
        }
    }

    func expandPath(_ path: String, relativeTo base: String?) -> String {
        if path.hasPrefix("/") { return (path as NSString).standardizingPath }
        let current = workspace.absolute(workspace.currentDirectory)
        let start = base.map { $0.hasPrefix("/") ? $0 : current + "/" + $0 } ?? current
        return ((start as NSString).appendingPathComponent(path) as NSString).standardizingPath
    }
}
