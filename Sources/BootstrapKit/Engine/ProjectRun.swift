import Diagnostics
import Foundation
import RunnerLanguage

/// `new` and `apply` as whole runs: load and check the template, run it against a workspace, and
/// make the result all or nothing (safety.md). `new` builds in a staging folder beside PATH and
/// renames it into place at the end; `apply` journals every file and restores them on failure.
public struct ProjectRun {
    public var options: RunOptions
    public var terminal: Terminal
    public var workingDirectory: URL
    /// Where errors and warnings go (standard error for the CLI).
    public var errorOutput: (String) -> Void

    public init(
        options: RunOptions, terminal: Terminal,
        workingDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        errorOutput: @escaping (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }
    ) {
        self.options = options
        self.terminal = terminal
        self.workingDirectory = workingDirectory
        self.errorOutput = errorOutput
    }

    // MARK: - new

    public func new(path: String, template: String?) -> ExitStatus {
        let log = StatusLog(terminal: terminal, options: options)
        let destination = URL(fileURLWithPath: path, relativeTo: workingDirectory).standardizedFileURL
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: destination.path, isDirectory: &isDirectory) {
            let empty = isDirectory.boolValue && ((try? fileManager.contentsOfDirectory(atPath: destination.path))?.isEmpty ?? false)
            guard empty else {
                report(Diagnostic(
                    code: "destination-exists",
                    message: "\(path) already exists and is not empty; bootstrap new never touches it (use `bootstrap apply --path \(path)` to apply a template to an existing project)"),
                    log: log)
                return .badInput
            }
        }
        guard let loaded = load(template, log: log) else { return .badInput }

        let project = TemplateActions.Project(name: destination.lastPathComponent, path: path)
        if options.pretend {
            // Nothing is written: the workspace reads nothing from disk that is not there and never flushes.
            let workspace = Workspace(root: destination, pretend: true, journaling: false)
            return execute(loaded, workspace: workspace, project: project, log: log, creating: true)
        }

        // The parent folders the run creates are removed again on failure, like the project itself.
        let parent = destination.deletingLastPathComponent()
        var createdParents: [URL] = []
        var ancestor = parent
        while !fileManager.fileExists(atPath: ancestor.path) {
            createdParents.insert(ancestor, at: 0)
            ancestor = ancestor.deletingLastPathComponent()
        }
        let staging = parent.appendingPathComponent(".\(destination.lastPathComponent).bootstrap-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        let discard = {
            try? fileManager.removeItem(at: staging)
            for folder in createdParents.reversed() { try? fileManager.removeItem(at: folder) }
        }
        // Armed before the staging folder exists: there is no moment where Ctrl-C leaves it behind.
        let guardian = InterruptGuard(cleanup: discard)
        let gate = InterruptState.shared
        let staged: Bool = gate.performingSideEffect {
            do {
                try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
                return true
            } catch {
                discard()
                guardian.disarm()
                report(Diagnostic(code: "io-error", message: "cannot create \(staging.path): \(error.localizedDescription)"), log: log)
                return false
            }
        }
        guard staged else { return .generationFailed }

        let workspace = Workspace(root: staging, pretend: false, journaling: false)
        let status = execute(loaded, workspace: workspace, project: project, log: log, creating: true)
        // The end of the run — discarding or renaming into place — is one side effect with the
        // disarming of the guard, so an interrupt cannot clean up half of it.
        guard status == .success else {
            gate.performingSideEffect {
                discard()
                guardian.disarm()
            }
            return status
        }
        let moved: Bool = gate.performingSideEffect {
            defer { guardian.disarm() }
            do {
                // The folder that was empty at the start: rmdir, never a recursive removal, so files
                // someone put there during the run are kept (and the move then fails).
                if fileManager.fileExists(atPath: destination.path), rmdir(destination.path) != 0 {
                    throw CocoaError(.fileWriteFileExists, userInfo: [NSFilePathErrorKey: destination.path])
                }
                try fileManager.moveItem(at: staging, to: destination)
                return true
            } catch {
                discard()
                report(Diagnostic(code: "io-error", message: "cannot move the project into \(path): \(error.localizedDescription)"), log: log)
                return false
            }
        }
        return moved ? .success : .generationFailed
        return .success
    }

    // MARK: - apply

    public func apply(path: String, template: String?, only: [String]?) -> ExitStatus {
        let log = StatusLog(terminal: terminal, options: options)
        let root = URL(fileURLWithPath: path, relativeTo: workingDirectory).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            report(Diagnostic(code: "missing-project", message: "\(path) is not a folder; `apply` works on an existing project"), log: log)
            return .badInput
        }
        guard let loaded = load(template, log: log) else { return .badInput }
        if let only, case .config(let config, _) = loaded.content {
            for name in only where config.block(named: name) == nil {
                var message = "--only names no block of the template: '\(name)'"
                if let suggestion = Suggestions.didYouMean(name, in: config.blocks.map(\.name)) { message += " (\(suggestion))" }
                report(Diagnostic(code: "unknown-block", message: message), log: log)
                return .badInput
            }
        }
        let workspace = Workspace(root: root, pretend: options.pretend, journaling: true)
        // The handler runs on its own thread while the run's thread is stopped at its next side
        // effect: it restores the journal only, never the workspace's in-memory state.
        let guardian = InterruptGuard { try? workspace.restoreJournaled() }
        let project = TemplateActions.Project(name: root.lastPathComponent, path: path)
        let status = execute(loaded, workspace: workspace, project: project, log: log, only: only)
        InterruptState.shared.performingSideEffect {
            defer { guardian.disarm() }
            guard status != .success, !options.pretend else { return }
            do {
                try workspace.rollback()
                errorOutput("bootstrap: the run failed; every file it changed was restored and the files it created were removed (what commands did outside bootstrap's actions cannot be restored)\n")
            } catch {
                errorOutput("bootstrap: the run failed and restoring the project failed too: \(error)\n")
            }
        }
        return status
    }

    // MARK: - shared

    private func load(_ template: String?, log: StatusLog) -> LoadedTemplate? {
        do {
            let location = try TemplateLocation.resolve(template, workingDirectory: workingDirectory, remote: options.remote)
            let loaded = try LoadedTemplate.load(location, workingDirectory: workingDirectory)
            // The same checks as `bootstrap check`: a template that would fail on a static error never starts.
            // Notes (the commands it runs) are for reviewers and not repeated on every run.
            let findings = TemplateAnalysis.findings(for: loaded).filter { $0.severity != .note }
            let warnings = loaded.warnings + findings.filter { $0.severity == .warning }
            let errors = findings.filter { $0.severity == .error }
            for finding in loaded.warnings + findings { report(finding, log: log) }
            if !errors.isEmpty {
                errorOutput("bootstrap: the template has \(errors.count) error(s); nothing was run (see `bootstrap check`)\n")
                return nil
            }
            if options.strict, !warnings.isEmpty {
                errorOutput("bootstrap: --strict: warnings count as errors\n")
                return nil
            }
            return loaded
        } catch let diagnostic as Diagnostic {
            report(diagnostic, log: log)
        } catch let list as DiagnosticList {
            for diagnostic in list.diagnostics { report(diagnostic, log: log) }
        } catch {
            report(Diagnostic(code: "error", message: "\(error)"), log: log)
        }
        return nil
    }

    /// Runs the template and flushes the workspace; maps what went wrong to an exit status.
    private func execute(
        _ template: LoadedTemplate, workspace: Workspace, project: TemplateActions.Project, log: StatusLog,
        only: [String]? = nil, creating: Bool = false
    ) -> ExitStatus {
        let generator = Generator(
            template: template, workspace: workspace, options: options, terminal: terminal, project: project, log: log)
        generator.createsProject = creating
        do {
            try generator.run(only: only)
            try workspace.flush()
            if options.diff { terminal.write(ChangeDiff.render(workspace.changes)) }
            return .success
        } catch {
            return failures(log).status(for: error)
        }
    }

    private func failures(_ log: StatusLog) -> FailureReport {
        FailureReport(format: options.format, log: log, errorOutput: errorOutput)
    }

    private func report(_ diagnostic: Diagnostic, log: StatusLog) {
        failures(log).report(diagnostic)
    }
}
