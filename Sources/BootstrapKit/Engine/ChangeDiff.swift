import Diagnostics

/// `--diff`: every change a run would make, as one unified diff (`a/` and `b/` names as git prints
/// them, `/dev/null` for created and removed files), in path order. With `--format json` each
/// file's diff is one event, `{"status":"diff","message":PATH,"diff":TEXT}`, so the output stays
/// one JSON object per line. A change a unified diff cannot show (an empty file, a folder or a
/// link removed, a final newline alone) gets a line saying what changed: none goes unlisted.
enum ChangeDiff {
    static func render(_ changes: [WorkspaceChange], format: OutputFormat = .text) -> String {
        let diffs = fileDiffs(changes)
        switch format {
        case .text:
            // File contents are the template's: shown escaped (docs/safety.md, "The terminal shows the truth").
            return TerminalText.escaped(diffs.map(\.text).joined())
        case .json:
            return diffs.map { JSONEvent.line([("status", .string("diff")), ("message", .string($0.path)), ("diff", .string($0.text))]) }
                .joined()
        }
    }

    /// One entry per change that shows in a diff (a created folder does not).
    private static func fileDiffs(_ changes: [WorkspaceChange]) -> [(path: String, text: String)] {
        changes.compactMap { change in
            let before = change.before.map { $0.text ?? "(binary content)\n" } ?? ""
            let after = change.after.map { $0.text ?? "(binary content)\n" } ?? ""
            let text: String
            switch change.kind {
            case .createdFile:
                text = after.isEmpty ? "created \(change.path) (empty)\n"
                    : UnifiedDiff.diff(old: "", new: after, oldName: "/dev/null", newName: "b/\(change.path)")
            case .modifiedFile:
                let lines = UnifiedDiff.diff(old: before, new: after, oldName: "a/\(change.path)", newName: "b/\(change.path)")
                // The diff compares lines, so a change of the final newline alone shows no line.
                text = lines.isEmpty ? "changed \(change.path) (its final newline only)\n" : lines
            case .removed:
                // A folder or a link has no text to show; its removal is still a change to list.
                text = change.before == nil ? "removed \(change.path)\n"
                    : before.isEmpty ? "removed \(change.path) (empty)\n"
                    : UnifiedDiff.diff(old: before, new: "", oldName: "a/\(change.path)", newName: "/dev/null")
            case .createdDirectory:
                return nil
            case .changedMode(let mode):
                text = "mode \(String(mode, radix: 8)) \(change.path)\n"
            }
            return (change.path, text)
        }
    }
}
