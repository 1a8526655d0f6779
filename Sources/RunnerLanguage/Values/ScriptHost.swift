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
    /// `.file`, `.directory`, or nil when nothing is there (`File.exist?`, `File.directory?`).
    func fileKind(_ path: String, at location: SourceLocation) throws -> FileKind?
    /// `Dir.glob(pattern)`: matching paths, sorted, spelled relative the way the pattern was.
    func glob(_ pattern: String, at location: SourceLocation) throws -> [String]
    /// Resolves a path the way `File.expand_path(path, base)` does, in the host's notion of the
    /// current directory (the project folder while a template runs).
    func expandPath(_ path: String, relativeTo base: String?) -> String
    /// The environment `ENV` reads.
    var environment: [String: String] { get }
}

public enum FileKind {
    case file
    case directory
}
