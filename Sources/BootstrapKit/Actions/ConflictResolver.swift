import Diagnostics
import Foundation
import RunnerLanguage

/// Writing a whole file as Thor's `create_file` does: `create` when new, `identical` when the same,
/// otherwise the conflict policy of docs/actions.md — `--force`/`force: true` overwrite (`force`),
/// `--skip`/`skip: true` keep (`skip`), `--pretend` shows `conflict` (and fails as the run would), a terminal asks
/// `Overwrite PATH? (enter "h" for help) [Ynaqdh]`, and with no terminal it is an error.
struct ConflictResolver {
    let context: ActionContext

    enum Outcome: Equatable {
        case created, identical, forced, skipped, conflict, clash
    }

    /// Writes `content()` to the project-relative `path`, shown as `display`. `content` is only
    /// evaluated when needed, as Thor renders lazily. Returns what happened.
    @discardableResult
    func createFile(
        path: String, display: String, verbose: Bool, force: Bool?, skip: Bool?,
        at location: SourceLocation, content: () throws -> FileContent
    ) throws -> Outcome {
        let workspace = context.workspace
        func say(_ status: String) { if verbose { context.log.status(status, display) } }
        if workspace.isDirectory(path) {
            // Thor's File.binread raises EISDIR here, reported as a clash.
            say("file_clash")
            return .clash
        }
        let new = try content()
        guard let existing = try workspace.content(path) else {
            try workspace.write(path, new)
            say("create")
            return .created
        }
        if existing == new {
            say("identical")
            return .identical
        }
        if force ?? context.options.force {
            say("force")
            try workspace.write(path, new)
            return .forced
        }
        if skip ?? context.options.skip {
            say("skip")
            return .skipped
        }
        say("conflict")
        // The preview stops where the real run would (no terminal: an error); only a question on
        // a terminal, whose answer it cannot know, it leaves open.
        if context.options.pretend, context.terminal.isInteractive { return .conflict }
        guard try overwriteConfirmed(display: display, existing: existing, new: new, at: location) else {
            say("skip")
            return .skipped
        }
        say("force")
        try workspace.write(path, new)
        return .forced
    }

    static let help = """
        Y - yes, overwrite
        n - no, do not overwrite
        a - all, overwrite this and all others
        q - quit, abort
        d - diff, show the differences between the old and the new
        h - help, show this help

        """

    /// Thor's `file_collision`: asks until it gets an answer it understands.
    private func overwriteConfirmed(display: String, existing: FileContent, new: FileContent, at location: SourceLocation) throws -> Bool {
        if context.overwriteAll { return true }
        let terminal = context.terminal
        guard terminal.isInteractive else { throw ActionError.conflict(display, at: location) }
        while true {
            guard let raw = terminal.readLine(prompt: "Overwrite \(TerminalText.escaped(display))? (enter \"h\" for help) [Ynaqdh] ") else {
                // End of input: nobody can answer, so nothing is overwritten and the run stops.
                throw ActionError.conflict(display, at: location)
            }
            switch raw.trimmingCharacters(in: .whitespaces).lowercased() {
            case "", "y", "yes", "f", "force":
                return true
            case "n", "no", "s", "skip":
                return false
            case "a", "all", "always":
                context.overwriteAll = true
                return true
            case "q", "quit":
                terminal.write("Aborting...\n")
                throw ActionError.aborted(at: location)
            case "d", "diff":
                terminal.write(TerminalText.escaped(diff(display, existing, new)))
                terminal.write("Retrying...\n")
            default:
                terminal.write(Self.help)
            }
        }
    }

    private func diff(_ display: String, _ old: FileContent, _ new: FileContent) -> String {
        guard let a = old.text, let b = new.text else { return "Binary files \(display) differ\n" }
        return UnifiedDiff.diff(old: a, new: b, oldName: display, newName: display + " (new)")
    }
}
