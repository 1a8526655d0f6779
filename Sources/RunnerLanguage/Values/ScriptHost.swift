import Diagnostics

/// What the interpreter needs from the world outside it. The interpreter itself touches no file
/// and runs no process: `File.read`, `Dir.glob`, `puts` and `require_relative` all go through
/// here, so the host (BootstrapKit) can confine reads to the template folder and the project,
/// and route output through its status logger.
public protocol ScriptHost: AnyObject {
    /// Text written by `puts`, `print` and `p` (already formatted, newlines included).
    func write(_ text: String)
    /// The contents of a file a script reads (`File.read`, `require_relative`, `YAML.load_file`).
    /// `path` is as the script gave it; relative paths are relative to the project's current
    /// directory. Throws a located error when the path is outside what scripts may read.
    func readFile(_ path: String, at location: SourceLocation) throws -> String
    /// The source of a file `require`/`require_relative` is about to run: `readFile`, and the
    /// host learns that code from that file runs (its origin decides what it may do).
    func readCode(_ path: String, at location: SourceLocation) throws -> String
    /// `.file`, `.directory`, or nil when nothing is there (`File.exist?`, `File.directory?`).
    func fileKind(_ path: String, at location: SourceLocation) throws -> FileKind?
    /// `Dir.glob(pattern)`: matching paths, sorted, spelled relative the way the pattern was.
    func glob(_ pattern: String, at location: SourceLocation) throws -> [String]
    /// Resolves a path the way `File.expand_path(path, base)` does, in the host's notion of the
    /// current directory (the project folder while a template runs).
    func expandPath(_ path: String, relativeTo base: String?) -> String
    /// The environment `ENV` reads.
    var environment: [String: String] { get }
    /// A failure a script's `rescue` caught. Ruby lets a script handle any error, refusals of the
    /// host included; the host may still tell the user what it refused.
    func rescued(_ failure: RuntimeError)
}

extension ScriptHost {
    public func rescued(_ failure: RuntimeError) {}
    public func readCode(_ path: String, at location: SourceLocation) throws -> String { try readFile(path, at: location) }
}

public enum FileKind {
    case file
    case directory
}

/// What a script changes in the file system (`File.write`, `File.open(…, "w")`, `FileUtils`, `Dir.mkdir`):
/// the host confines every path to the project and stages the change where the actions stage
/// theirs, so it is journaled and undone with them when the run fails. Paths are as the script
/// gave them; relative ones start from the project's current directory. A host that lets
/// scripts change nothing (the default below) refuses each with a located `refused-path` error.
public protocol ScriptFileSystem: AnyObject {
    /// Writes (or, with `append`, appends to) a text file, creating the folders above it.
    func writeFile(_ path: String, _ text: String, append: Bool, at location: SourceLocation) throws
    /// `mkdir_p`: the folder and the folders above it.
    func makeDirectory(_ path: String, at location: SourceLocation) throws
    /// Removes a file, or a folder with everything in it; a link itself, never what it points to.
    func remove(_ path: String, at location: SourceLocation) throws
    /// Copies a file, or a folder with everything in it; the source may also be in the template folder.
    func copy(_ source: String, to destination: String, at location: SourceLocation) throws
    /// A symbolic link at `path` to `target` (relative to the link's folder, as `ln -s`); the target must be inside the project.
    func link(_ target: String, at path: String, at location: SourceLocation) throws
    func chmod(_ path: String, _ mode: Int, at location: SourceLocation) throws
    /// Throws the host's located refusal when `path` may not be written (or, `forRemoval`, removed),
    /// so a refused change says so before anything reads the path.
    func confine(_ path: String, forRemoval: Bool, at location: SourceLocation) throws
    /// Whether a symbolic link is at `path` itself (not followed).
    func isLink(_ path: String, at location: SourceLocation) throws -> Bool
    /// Runs `body` with `path` as the current directory (`Dir.chdir(path) { }`).
    func inDirectory<T>(_ path: String, at location: SourceLocation, _ body: () throws -> T) throws -> T
}
