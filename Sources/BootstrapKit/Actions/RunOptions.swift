import Diagnostics

/// Whether commands (`run`, `generate`, backticks …) may run: `--allow-run`, `--no-run`, or neither
/// (then a terminal asks per command and a non-interactive run refuses the first one).
public enum CommandPolicy: Sendable {
    case allow
    case deny
    case ask
}

/// `--format text` (Thor's status lines) or `--format json` (one JSON object per event).
public enum OutputFormat: Sendable {
    case text
    case json
}

/// The command-line flags that change how actions behave, shared by every action of one run.
public struct RunOptions: Sendable {
    /// `--pretend`: nothing touches the disk and no command runs; statuses are those of a real run.
    public var pretend = false
    /// `--force`: a conflicting file is overwritten (`force`).
    public var force = false
    /// `--skip`: a conflicting file is kept (`skip`).
    public var skip = false
    /// `--quiet`: no status lines.
    public var quiet = false
    /// `--strict`: an edit that finds nothing to edit is an error instead of an `unchanged` status.
    public var strict = false
    /// `--skip-bundle`: `run_bundle` and `bundle install` do nothing.
    public var skipBundle = false
    /// `--base COMMAND`: what `new` runs to make the starting tree (else the config's `_base`).
    public var base: String?
    /// `--defaults`: questions take their default without asking.
    public var defaults = false
    public var commandPolicy: CommandPolicy = .ask
    /// `--set key=value`: answers to `ask`/`yes?`, keyed by question text or the `name:` of an ask.
    public var answers: [String: String] = [:]
    /// Where each answer that came from `--answers FILE.yml` stands in that file (one from `--set`
    /// has none), and the file's text: a wrong answer is reported where it must be fixed.
    public var answerLocations: [String: SourceLocation] = [:]
    public var answersSource: SourceText?
    public var format: OutputFormat = .text
    /// `--diff`: show the unified diff of every change.
    public var diff = false
    /// `--ref`, `--subdir`, `--offline`, `--max-download-size`: how remote templates and downloads are fetched.
    public var remote = RemoteOptions()
    /// `--timeout DURATION`: the command stops and its run is undone after it (RunTimeout).
    public var timeout: RunTimeout?
    /// The command line after the command's name, as templates see it in `ARGV` (`rails new` gives
    /// its own arguments the same way: `["myapp", "-m", "template.rb"]`).
    public var arguments: [String] = []

    public init() {}
}
