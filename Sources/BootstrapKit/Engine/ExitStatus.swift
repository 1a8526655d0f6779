/// The process exit codes, the same for every command.
public enum ExitStatus: Int32 {
    case success = 0
    /// The generation failed: a runner raised, a command failed with `abort_on_failure`, a path was refused …
    case generationFailed = 1
    /// The input or the command line is wrong: YAML, config types, runner syntax, a missing template.
    case badInput = 2
    /// `update` merged the new version but left conflicts to resolve (docs/updating.md).
    case conflicts = 3

    /// `update --check`: a template the project follows has a newer version (docs/updating.md).
    public static let behind = ExitStatus.generationFailed
}
