import Foundation

/// This process's environment variables, read once. `ProcessInfo.environment` builds a new
/// dictionary from `environ` on every read (about 400 K instructions with a CI machine's
/// environment), and a run read it three times before writing a file: a tenth of the small
/// template's whole run. Nothing in bootstrap changes its own environment (no `setenv`); what a
/// template's `ENV[...] =` sets lives in its script host's copy.
public enum ProcessEnvironment {
    public static let variables = ProcessInfo.processInfo.environment
}
