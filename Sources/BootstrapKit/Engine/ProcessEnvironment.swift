import Foundation

/// This process's environment: one variable (`value(of:)`), or all of them,
/// read once (`variables`). `ProcessInfo.environment` builds a new dictionary from `environ` on
/// every read (about 400 K instructions with a CI machine's environment), and a run read it three
/// times before writing a file: a tenth of the small template's whole run. Nothing in bootstrap changes its own environment (no `setenv`); what a
/// template's `ENV[...] =` sets lives in its script host's copy.
public enum ProcessEnvironment {
    public static let variables = ProcessInfo.processInfo.environment

    /// `ProcessInfo.processInfo.environment[name]` without making the whole environment a
    /// dictionary: POSIX's `getenv`, decoded as UTF-8 (a value that is not is no value, as there).
    static func value(of name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return String(validatingUTF8: value)
    }
}
