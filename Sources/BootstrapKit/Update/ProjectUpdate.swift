import Diagnostics
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `bootstrap update`: brings a project to newer versions of the templates it follows
/// (docs/updating.md). Both sides — every template at its recorded version, and with the updated
/// ones at their new version — are regenerated with the recorded answers into a disposable folder,
/// in the order of `.bootstrap.yml`; the plan is made file by file from the three texts, and
/// written to the project as one journaled all-or-nothing run with the templates' migrations:
/// any error restores every file.
public struct ProjectUpdate {
    public var options: RunOptions
    public var terminal: Terminal
    public var conflictStyle = ConflictStyle.inline
    public var allowDirty = false
    /// `--template NAME|URL`: the one template to update (default: every one it follows).
    public var templateName: String?
    /// `--check`: only say whether a template has a newer version (`UpdateCheck`).
    public var checkOnly = false
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
        let targets: [Int]
        do {
            record = try UpdateRecord.load(from: Workspace(root: root, pretend: true, journaling: false))
            targets = try record.targets(named: templateName)
            if options.remote.ref != nil, targets.count > 1 {
                throw Diagnostic(
                    code: .unknownTemplate,
                    message: "--ref names a version of one template, and this project follows \(targets.count): add --template NAME (one of \(targets.map(record.label).joined(separator: ", ")))")
            }
            if checkOnly {
                return UpdateCheck(options: options, terminal: terminal, log: log, failures: failures)
                    .run(record: record, targets: targets, root: root)
            }
            if !allowDirty { try WorkTreeCheck.requireClean(root, environment: options.remote.environment) }
        } catch {
            return failures.status(for: error)
        }
        let staging = FileManager.default.temporaryDirectory.appendingPathComponent(
            "bootstrap-update-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        var outcome: (plan: UpdatePlan, sides: UpdateSides)?
        // One run from the regenerations to the last migration: the project is journaled from its
        // first change, the staging folder removed at the end (also on a signal).
        let run = AllOrNothingRun(errorOutput: errorOutput, report: failures.report)
        let written = run.inPlace(root: root, pretend: options.pretend, scratch: staging) { workspace in
            do {
                outcome = try update(workspace, record: record, targets: targets, root: root, staging: staging, log: log)
                return .success
            } catch {
                return failures.status(for: error)
            }
        }
        guard written == .success, let (plan, sides) = outcome else { return written }
        for conflict in plan.conflicts {
            let left = options.pretend ? "would be left"
                : conflict.binary ? "binary, the project's is kept and the new version's is in \(conflict.path)\(UpdatePlan.theirsSuffix)"
                : conflictStyle == .rej ? "the template's change is in \(conflict.path).rej" : "resolve the <<<<<<< markers"
            let whose = sides.whoWrites(conflict.path).map { " in a file \($0)" } ?? ""
            failures.report(Diagnostic(
                code: .updateConflict, message: "\(conflict.path): \(conflict.regions) conflicting region(s)\(whose) — \(left)"))
        }
        return plan.conflicts.isEmpty ? .success : .conflicts
    }

    /// Inside the journaled run: both sides regenerated, the `before` migrations on the project
    /// (and on the old side, so the merge sees what they moved), the merge planned from what the
    /// project is now and written, then the `after` migrations on the merged result.
    private func update(
        _ workspace: Workspace, record: UpdateRecord, targets: [Int], root: URL, staging: URL, log: StatusLog
    ) throws -> (UpdatePlan, UpdateSides) {
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        let sides = try UpdateSides(record: record, targets: targets, options: options, terminal: terminal, root: root, staging: staging)
        let migrations = MigrationRun(sides: sides, options: options, terminal: terminal, root: root)
        var base = sides.old.tree
        if migrations.has(.before) {
            let prompts = try migrations.onProject(.before, workspace: workspace, log: log)
            try migrations.onOldVersion(prompts: prompts)
            base = try sides.migratedBase()
        }
        var merger = ThreeWayMerge(scratch: staging, environment: options.remote.environment, labels: sides.labels(of: ""))
        merger.labelsOf = sides.labels(of:)
        let plan = try UpdatePlan.make(
            old: base, new: sides.new.tree, project: UpdateProjectView(workspace: workspace), merger: merger, style: conflictStyle)
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
        // The merge's own changes (a migration's are shown under its `migrate` line).
        let planned = Set(plan.changes.map(\.path))
        report(plan, changes: workspace.changes.filter { planned.contains($0.path) }, log: log)
        try migrations.onProject(.after, workspace: workspace, log: log)
        let changes = workspace.changes
        try workspace.flush()
        reportVersions(sides, log: log)
        if options.diff { terminal.write(ChangeDiff.render(changes, format: options.format)) }
        return (plan, sides)
    }

    /// A status line per file the merge changed (as `apply` prints them), then what was kept.
    private func report(_ plan: UpdatePlan, changes: [WorkspaceChange], log: StatusLog) {
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
    }

    /// `updated from v1 (2986d930c8ba) to v2`, a line per template updated; `… is at v2
    /// (2986d930c8ba) already` for one whose newest commit is the one recorded.
    private func reportVersions(_ sides: UpdateSides, log: StatusLog) {
        guard !options.quiet else { return }
        let what = options.pretend ? "would update" : "updated"
        for index in sides.targets {
            let recorded = sides.record.templates[index]
            let name = sides.record.templates.count > 1 ? " \(sides.record.label(index))" : ""
            let from = "\(sides.ref(index, new: false)) (\(short(recorded.commit ?? "?")))"
            if let commit = recorded.commit, sides.newTemplates[index].location.origin?.commit == commit {
                log.say("\(name.isEmpty ? "the template" : String(name.dropFirst())) is at \(from) already")
            } else {
                log.say("\(what)\(name) from \(from) to \(sides.ref(index, new: true))")
            }
        }
    }

    private func short(_ commit: String) -> String { String(commit.prefix(12)) }
}
