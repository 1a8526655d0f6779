import Diagnostics
import RunnerLanguage

/// The errors actions raise, as located `RuntimeError`s with stable codes, so they print like
/// every other runner error (`runners/x.rb:3:1: refusing to write '../outside.txt': it is outside the project`)
/// and a template can `rescue` them.
public enum ActionError {
    public static func refusedPath(_ path: String, access: PathAccess, at location: SourceLocation?) -> RuntimeError {
        WorkspaceError.refusedPath(path, access: access, at: location)
    }

    public static func missingFile(_ path: String, at location: SourceLocation?) -> RuntimeError {
        WorkspaceError.missingFile(path, at: location)
    }

    public static func missingSource(_ name: String, searched: [String], at location: SourceLocation?, railsMissing: Bool = false) -> RuntimeError {
        let paths = searched.isEmpty ? "there are no source paths" : "searched: " + searched.joined(separator: ", ")
        // `source_paths`' `super` is Rails' app templates; without Rails there are none to search.
        let rails = railsMissing ? "; Rails' own app templates are not among them: no railties gem is installed" : ""
        return RuntimeError(
            "RuntimeError", "could not find \"\(name)\" in any of the source paths (\(paths)\(rails))", at: location,
            code: .missingSource)
    }

    public static func io(_ message: String, at location: SourceLocation?) -> RuntimeError {
        WorkspaceError.io(message, at: location)
    }

    public static func conflict(_ path: String, at location: SourceLocation?) -> RuntimeError {
        RuntimeError(
            "RuntimeError",
            "\(path) already exists with different content; pass --force to overwrite it or --skip to keep it",
            at: location, code: .conflict)
    }

    public static func unchanged(_ action: String, _ path: String, anchor: String, at location: SourceLocation?) -> RuntimeError {
        RuntimeError("RuntimeError", "\(action) changed nothing in \(path): \(anchor) not found", at: location, code: .unchanged)
    }

    public static func aborted(at location: SourceLocation?) -> RuntimeError {
        RuntimeError("RuntimeError", "aborted by the user", at: location, code: .aborted)
    }

    public static func argument(_ message: String, at location: SourceLocation?) -> RuntimeError {
        RuntimeError("ArgumentError", message, at: location, code: .argumentError)
    }
}
