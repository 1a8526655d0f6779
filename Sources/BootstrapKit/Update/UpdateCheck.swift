import Diagnostics
import Foundation

/// `bootstrap update --check` (docs/updating.md, "In CI"): whether each template the project
/// follows is at its newest version, by the same rule as `update` (`--ref`, else the newest
/// version tag, else the default branch's head). Writes nothing in the project: the templates are
/// only fetched into the cache (`--offline` reads the cache alone). Exit 0 when every one is
/// current, 1 when one is behind, 2 on an error (which wins).
struct UpdateCheck {
    let options: RunOptions
    let terminal: Terminal
    let log: StatusLog
    let failures: FailureReport

    func run(record: UpdateRecord, targets: [Int], root: URL) -> ExitStatus {
        var behind = false
        var failed = false
        for index in targets {
            let recorded = record.templates[index]
            do {
                let newest = try origin(of: recorded, at: options.remote.ref, root: root)
                let isBehind = try self.isBehind(recorded, newest: newest, root: root)
                behind = behind || isBehind
                show(record.label(index), recorded, newest: newest, behind: isBehind)
            } catch {
                _ = failures.status(for: error)
                failed = true
            }
        }
        return failed ? .badInput : behind ? .behind : .success
    }

    /// Where the template's source is at `ref` (nil: the default), fetched as `update` fetches it.
    private func origin(of recorded: RecordedTemplate, at ref: String?, root: URL) throws -> TemplateOrigin {
        var remote = options.remote
        remote.ref = ref
        remote.subdir = recorded.subdir
        remote.findsVersion = true
        let location = try TemplateLocation.resolve(recorded.source, workingDirectory: root, remote: remote)
        guard let origin = location.origin, origin.commit != nil else {
            throw Diagnostic(
                code: .notUpdatable,
                message: "'\(recorded.source ?? "?")' is not a git template any more, so it has no versions to compare")
        }
        return origin
    }

    /// Behind when the newest commit is another one, unless both are versions and the recorded
    /// one is not older (a project taken past the newest tag with `--ref main` is not behind).
    private func isBehind(_ recorded: RecordedTemplate, newest: TemplateOrigin, root: URL) throws -> Bool {
        guard newest.commit != recorded.commit else { return false }
        let recordedVersion = try recorded.ref.flatMap(VersionTag.parse)
            ?? origin(of: recorded, at: recorded.commit, root: root).version.flatMap(VersionTag.parse)
        guard let recordedVersion, let newestVersion = newest.version.flatMap(VersionTag.parse) else { return true }
        return recordedVersion.lexicographicallyPrecedes(newestVersion)
    }

    private func show(_ name: String, _ recorded: RecordedTemplate, newest: TemplateOrigin, behind: Bool) {
        var newestRecord = RecordedTemplate(fields: nil, body: nil, lines: 0..<0, keyColumn: 0)
        newestRecord.ref = newest.ref
        newestRecord.commit = newest.commit
        guard options.format == .json else {
            if behind {
                log.status("behind", "\(name): \(recorded.version), newest \(newestRecord.version)", color: .yellow)
            } else {
                log.status("current", "\(name): \(recorded.version)", color: .green)
            }
            return
        }
        terminal.write(JSONEvent.line([
            ("template", .string(name)), ("source", .string(recorded.source ?? "")),
            ("status", .string(behind ? "behind" : "current")),
            ("recorded", .string(recorded.ref ?? recorded.commit ?? "")), ("recorded_commit", .string(recorded.commit ?? "")),
            ("newest", .string(newest.ref ?? newest.commit ?? "")), ("newest_commit", .string(newest.commit ?? "")),
        ]))
    }
}
