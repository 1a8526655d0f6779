import Diagnostics
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `bootstrap update`: brings a project made by `bootstrap new` from a git template to a newer
/// version of it (docs/updating.md). Both versions are regenerated with the recorded answers into
/// a disposable folder, the plan is made file by file from the three texts, and then written to
/// the project as one journaled all-or-nothing run: any error restores every file.
public struct ProjectUpdate {
    public var options: RunOptions
    public var terminal: Terminal
    public var conflictStyle = ConflictStyle.inline
    public var allowDirty = false
    public var workingDirectory: URL
    public var errorOutput: (String) -> Void

    public init(
        options: RunOptions, terminal: Terminal,
        workingDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        errorOutput: @escaping (String) -> Void = { OutputStreams.write($0, to: .error) }
    ) {
        self.options = options
        self.terminal = terminal
        self.workingDirectory = workingDirectory
        self.errorOutput = errorOutput
    }

    /// `--ref` names the new version; `options.remote.ref` carries it from the command line.
    public func run(path: String) -> ExitStatus {
        let log = StatusLog(terminal: terminal, options: options)
        let failures = FailureReport(format: options.format, log: log, errorOutput: errorOutput)
        let root = URL(fileURLWithPath: path, relativeTo: workingDirectory).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            failures.report(Diagnostic(code: .missingProject, message: "\(path) is not a folder; `update` works on an existing project"))
            return .badInput
        }
        let record: UpdateRecord
        do {
            record = try UpdateRecord.load(from: Workspace(root: root, pretend: true, journaling: false))
            if !allowDirty { try WorkTreeCheck.requireClean(root, environment: options.remote.environment) }
        } catch {
            return failures.status(for: error)
        }
        let run = AllOrNothingRun(errorOutput: errorOutput, report: failures.report)
        // 1. Both versions regenerated and the plan made in a folder that is removed afterwards,
        //    also on a signal; the project is only read.
        let staging = FileManager.default.temporaryDirectory.appendingPathComponent(
            "bootstrap-update-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        var planned: (plan: UpdatePlan, newRef: String)?
        let planning = run.disposable(staging) {
            do {
                planned = try makePlan(record: record, root: root, staging: staging, log: log)
                return .success
            } catch {
                return failures.status(for: error)
            }
        }
        guard planning == .success, let (plan, newRef) = planned else { return planning }
        // 2. The plan written through the journal: a failure restores every file.
        let written = run.inPlace(root: root, pretend: options.pretend) { workspace in
            do {
                for change in plan.changes {
                    // Confined like every path of a run: a link out of the project is refused.
                    switch change.action {
                    case .write(let content, let mode):
                        try workspace.write(try workspace.resolve(change.path, for: .write, at: nil), content, mode: mode)
                    case .remove:
                        try workspace.remove(try workspace.resolve(change.path, for: .remove, at: nil))
                    case .chmod(let mode):
                        try workspace.chmod(try workspace.resolve(change.path, for: .write, at: nil), mode)
                    case .makeDirectory:
                        try workspace.makeDirectory(try workspace.resolve(change.path, for: .write, at: nil))
                    }
                }
                let changes = workspace.changes
                try workspace.flush()
                report(plan, changes: changes, newRef: newRef, record: record, log: log)
                return .success
            } catch {
                return failures.status(for: error)
            }
        }
        guard written == .success else { return written }
        for conflict in plan.conflicts {
            let left = options.pretend ? "would be left"
                : conflict.binary ? "binary, the project's is kept and the new version's is in \(conflict.path)\(UpdatePlan.theirsSuffix)"
                : conflictStyle == .rej ? "the template's change is in \(conflict.path).rej" : "resolve the <<<<<<< markers"
            failures.report(Diagnostic(
                code: .updateConflict, message: "\(conflict.path): \(conflict.regions) conflicting region(s) — \(left)"))
        }
        return plan.conflicts.isEmpty ? .success : .conflicts
    }

    private func makePlan(record: UpdateRecord, root: URL, staging: URL, log: StatusLog) throws -> (UpdatePlan, String) {
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        let oldTemplate = try Regeneration.load(record, ref: record.commit, options: options, workingDirectory: root)
        let newTemplate = try Regeneration.load(record, ref: options.remote.ref, options: options, workingDirectory: root)
        let regeneration = Regeneration(record: record, options: options, terminal: terminal, projectName: root.lastPathComponent)
        // The old version answers from the record alone: a --set is for the new version's questions.
        // The blocks `new` ran are the old version's enabled ones; the rest of the record came later
        // from `apply --only` and is run after them, in the recorded order, in both versions.
        var later = record.blocks
        if case .config(let config, _) = oldTemplate.content {
            let enabled = Set(config.blocks.filter(\.enabled).map(\.name))
            later.removeAll { enabled.contains($0) }
        }
        let (old, secrets) = try regeneration.generate(oldTemplate, into: staging.appendingPathComponent("old"), later: later, answers: [:])
        let (new, _) = try regeneration.generate(
            newTemplate, into: staging.appendingPathComponent("new"), later: later, answers: options.answers, offered: secrets)
        let newOrigin = newTemplate.location.origin
        let newRef = newOrigin?.ref ?? newOrigin?.commit ?? "?"
        let merger = ThreeWayMerge(
            scratch: staging, environment: options.remote.environment,
            labels: ("project", "template \(record.ref ?? short(record.commit))", "template \(newRef)"))
        let project = UpdateProjectView(workspace: Workspace(root: root, pretend: true, journaling: false))
        let plan = try UpdatePlan.make(old: old, new: new, project: project, merger: merger, style: conflictStyle)
        return (plan, newRef)
    }

    /// A status line per file (as `apply` prints them), then what was kept, then the diffs of `--diff`.
    private func report(_ plan: UpdatePlan, changes: [WorkspaceChange], newRef: String, record: UpdateRecord, log: StatusLog) {
        let conflicted = Set(plan.conflicts.map(\.path))
        // Folders made only as a file's parents are not listed (as `apply` lists none).
        let folders = Set(plan.changes.filter { $0.action == .makeDirectory }.map(\.path))
        for change in changes {
            let status: String
            switch change.kind {
            case .createdFile: status = "create"
            case .modifiedFile: status = conflicted.contains(change.path) ? "conflict" : "update"
            case .removed: status = "remove"
            case .changedMode: status = "chmod"
            case .createdDirectory:
                guard folders.contains(change.path) else { continue }
                status = "create"
            }
            log.status(status, change.path, color: status == "conflict" ? .red : nil)
        }
        // Under --conflict rej a conflicted file may keep its text: it is listed all the same.
        for path in conflicted.subtracting(changes.map(\.path)).sorted() { log.status("conflict", path, color: .red) }
        for note in plan.notes { log.status("note", note, color: .yellow) }
        let what = options.pretend ? "would update" : "updated"
        if !options.quiet {
            log.say("\(what) from \(record.ref ?? short(record.commit)) (\(short(record.commit))) to \(newRef)")
        }
        if options.diff { terminal.write(ChangeDiff.render(changes, format: options.format)) }
    }

    private func short(_ commit: String) -> String { String(commit.prefix(12)) }
}
