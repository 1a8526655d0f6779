import Diagnostics
import RunnerLanguage

/// The errors the workspace throws. They are the runner language's `RuntimeError`s (a layer below
/// the workspace), so a template can `rescue` them and the evaluator locates them at the runner
/// line that called the action; the workspace itself knows nothing of actions or commands.
public enum WorkspaceError {
    /// The disk refused (or a file is not what the action needs): `io-error`.
    public static func io(_ message: String, at location: SourceLocation? = nil) -> RuntimeError {
        RuntimeError("RuntimeError", message, at: location, code: .ioError)
    }

    public static func missingFile(_ path: String, at location: SourceLocation? = nil) -> RuntimeError {
        RuntimeError("RuntimeError", "the file \(path) does not exist", at: location, code: .missingFile)
    }

    /// Confinement refused a path: it leads outside the project (or `because` says why). A NUL in
    /// the path is shown as `\0`, so the message shows the path as written.
    public static func refusedPath(
        _ path: String, access: PathAccess, at location: SourceLocation?, because reason: String = "it is outside the project"
    ) -> RuntimeError {
        let what = access == .enter ? "enter" : access.rawValue
        let shown = path.utf8.contains(0) ? path.replacingOccurrences(of: "\u{0}", with: "\\0") : path
        return RuntimeError("RuntimeError", "refusing to \(what) '\(shown)': \(reason)", at: location, code: .refusedPath)
    }
}

/// What a change to the disk must not interleave with: the run's interrupt cleanup (see
/// `InterruptState`). The workspace performs every flush and rollback through its gate; a
/// workspace nobody guards (a test, `check`) uses `UngatedDiskChanges`.
public protocol DiskChangeGate: AnyObject {
    func performingSideEffect<T>(_ body: () throws -> T) rethrows -> T
}

/// No guard: a change runs as is.
public final class UngatedDiskChanges: DiskChangeGate {
    public init() {}
    public func performingSideEffect<T>(_ body: () throws -> T) rethrows -> T { try body() }
}
