import Diagnostics
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The all-or-nothing protocol (docs/safety.md, "All or nothing") of every command that changes a
/// project — `new`, `apply`, `gen`, `smoke` — written once. A command supplies what to do inside
/// the run (given the workspace); this type supplies the rest:
///   - where the changes go: a staging folder for a new project (`newProject`), the project
///     itself with every file journaled for an existing one (`inPlace`), nothing under `--pretend`;
///   - the interrupt guard, armed before the first change, whose cleanup only touches the disk
///     (it runs on its own thread while the run's thread is stopped at its next side effect);
///   - the side-effect lock around every change, and the end of the run — the rename into place,
///     or the rollback — as one side effect together with the disarming of the guard, so an
///     interrupt or a closed output stream sees the run either unfinished (and undoes it) or
///     finished (and leaves it be);
///   - the rollback, from this one place, and the exit on a signal (the guard's).
struct AllOrNothingRun {
    /// Where the run's own notices go (standard error for the CLI).
    let errorOutput: (String) -> Void
    /// How the run's own errors are shown (as the command shows every diagnostic).
    let report: (Diagnostic) -> Void
    private let sideEffects = InterruptState.shared

    init(errorOutput: @escaping (String) -> Void, report: @escaping (Diagnostic) -> Void) {
        self.errorOutput = errorOutput
        self.report = report
    }

    // MARK: - Existing projects (apply, gen)

    /// Runs `body` against the project at `root`, journaling every file before its first change.
    /// A failure restores every file byte for byte and removes what the run created. `scratch`, a
    /// folder the run works in beside the project (update's regenerations), is removed at the end
    /// whatever happens, also on a signal and under `--pretend`.
    func inPlace(root: URL, pretend: Bool, scratch: URL? = nil, body: (Workspace) -> ExitStatus) -> ExitStatus {
        let workspace = Workspace(root: root, pretend: pretend, journaling: true, gate: sideEffects)
        let removeScratch = { if let scratch { try? FileManager.default.removeItem(at: scratch) } }
        if pretend {
            guard let scratch else { return unguarded { body(workspace) } }
            return disposable(scratch) { body(workspace) }
        }
        return guarded(undo: { try? workspace.restoreJournaled(); removeScratch() }, body: { body(workspace) }) { status in
            removeScratch()
            guard status != .success else { return status }
            let hadChanges = !workspace.changes.isEmpty
            do {
                try workspace.rollback()
                if hadChanges {
                    errorOutput("bootstrap: the run failed; every file it changed was restored and the files it created were removed (what commands did outside bootstrap's actions cannot be restored)\n")
                }
            } catch {
                errorOutput("bootstrap: the run failed and restoring the project failed too: \(error)\n")
            }
            return status
        }
    }

    // MARK: - New projects (new, smoke)

    /// Runs `body` against a staging folder and puts the result at `destination` only when it
    /// succeeded; a failure leaves neither the project nor the staging folder nor the parent
    /// folders it created — and a folder that was to be filled as empty as it was.
    /// With a `base` (`_base:`), the staging folder is where the base command runs, as in the
    /// folder above the project: the folder it makes there is the project the template runs on.
    func newProject(
        _ destination: NewDestination, pretend: Bool, base: BaseStep? = nil, body: (Workspace) -> ExitStatus
    ) -> ExitStatus {
        if pretend {
            // Nothing is written: the workspace reads nothing from disk that is not there and never flushes.
            if let base, let failed = base.make(nil) { return failed }
            return unguarded { body(Workspace(root: destination.folder, pretend: true, journaling: false)) }
        }
        let staging = Staging(destination, projectFolder: base?.folderName)
        return guarded(undo: staging.discard, body: {
            do {
                try sideEffects.performingSideEffect { try staging.create() }
            } catch {
                report(Diagnostic(code: .ioError, message: "cannot create \(staging.folder.path): \(error.localizedDescription)"))
                return .generationFailed
            }
            if let base, let failed = base.make(staging.folder) { return failed }
            return body(Workspace(root: staging.project, pretend: false, journaling: false, gate: sideEffects))
        }) { status in
            guard status == .success else {
                staging.discard()
                return status
            }
            do {
                try staging.putInPlace()
                return .success
            } catch {
                staging.discard()
                report(Diagnostic(code: .ioError, message: "cannot move the project into \(destination.folder.path): \(error)"))
                return .generationFailed
            }
        }
    }

    // MARK: - Disposable folders (smoke's generated project)

    /// Runs `body` while `folder` exists, and removes the folder at the end, on a signal or when
    /// the output closes.
    func disposable(_ folder: URL, body: () -> ExitStatus) -> ExitStatus {
        guarded(undo: { try? FileManager.default.removeItem(at: folder) }, body: body) { status in
            try? FileManager.default.removeItem(at: folder)
            return status
        }
    }

    // MARK: - The protocol

    /// Arms the guard with `undo` (disk only), runs `body`, and ends the run with `finish` inside
    /// one side effect with the disarming. A run whose output closed has failed: the guard has
    /// normally undone it already; if the run got to its end first, `finish` undoes it.
    private func guarded(undo: @escaping () -> Void, body: () -> ExitStatus, finish: (ExitStatus) -> ExitStatus) -> ExitStatus {
        let guardian = InterruptGuard(cleanup: undo)
        // Buffered output is all written when `buffering` returns, while the guard is armed: a
        // reader gone meanwhile still undoes the run.
        let status = OutputStreams.buffering(body)
        return sideEffects.performingSideEffect {
            guardian.stopWatchingStreams()
            defer { guardian.disarm() }
            return finish(OutputStreams.anyClosed && status == .success ? .generationFailed : status)
        }
    }

    /// Nothing to undo (`--pretend`); a closed output still fails the run, as in a real one.
    private func unguarded(_ body: () -> ExitStatus) -> ExitStatus {
        OutputStreams.catchSIGPIPE()
        let status = body()
        return OutputStreams.anyClosed && status == .success ? .generationFailed : status
    }
}

/// What makes a new project's starting tree before its template runs (`_base:`, `--base`).
struct BaseStep {
    /// The folder the step makes in the folder it runs in: the project.
    let folderName: String
    /// Runs the step in the given folder (nil under `--pretend`: it only says what it would run).
    /// Returns the exit status of a failure, or nil when the project folder is there (a skipped
    /// step makes it empty).
    let make: (URL?) -> ExitStatus?
}

/// The folder a new project is built in, and how it gets into place.
private struct Staging {
    let destination: NewDestination
    let folder: URL
    /// The project being built: the staging folder itself, or the folder a base command makes in it.
    let project: URL
    /// Missing parent folders of a created project, outermost first: removed again on failure.
    let createdParents: [URL]

    init(_ destination: NewDestination, projectFolder: String? = nil) {
        self.destination = destination
        let unique = "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        switch destination {
        case .create(let path):
            let parent = path.deletingLastPathComponent()
            var missing: [URL] = []
            var ancestor = parent
            while !FileManager.default.fileExists(atPath: ancestor.path) {
                missing.insert(ancestor, at: 0)
                ancestor = ancestor.deletingLastPathComponent()
            }
            createdParents = missing
            folder = parent.appendingPathComponent(".\(path.lastPathComponent).bootstrap-\(unique)")
        case .fill(let path):
            // Inside the folder itself: the same file system (so the end is renames), the folder's
            // default ACL is inherited, and no write access to its parent is needed.
            createdParents = []
            folder = path.appendingPathComponent(".bootstrap-staging-\(unique)")
        }
        if let projectFolder { project = folder.appendingPathComponent(projectFolder) } else { project = folder }
    }

    /// Makes the staging folder, after removing those that killed runs left where it goes.
    func create() throws {
        StaleStaging.removeStale(in: folder.deletingLastPathComponent())
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// Removes whatever the run made; what the folder to fill held before stays as it was.
    func discard() {
        try? FileManager.default.removeItem(at: folder)
        for parent in createdParents.reversed() { try? FileManager.default.removeItem(at: parent) }
    }

    func putInPlace() throws {
        switch destination {
        case .create(let path):
            // Nothing may have appeared at PATH meanwhile: rename(2) would replace an empty folder.
            var info = stat()
            if lstat(path.path, &info) == 0 { throw StagingError.appeared(path.path) }
            guard rename(project.path, path.path) == 0 else { throw StagingError.system("rename", path.path, errno) }
        case .fill(let path):
            try moveChildren(into: path)
        }
        // What a base command left beside the project folder is not the project's.
        if project != folder { try? FileManager.default.removeItem(at: folder) }
    }

    /// Every entry of the project folder renamed into the folder to fill, never over something
    /// that appeared there during the run; on failure the entries moved so far are taken out again.
    private func moveChildren(into target: URL) throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: project.path).sorted()
        var moved: [String] = []
        do {
            for name in names {
                let to = target.appendingPathComponent(name).path
                var info = stat()
                if lstat(to, &info) == 0 { throw StagingError.appeared(to) }
                guard rename(project.appendingPathComponent(name).path, to) == 0 else { throw StagingError.system("rename", to, errno) }
                moved.append(to)
            }
            guard rmdir(project.path) == 0 else { throw StagingError.system("rmdir", project.path, errno) }
        } catch {
            for path in moved.reversed() { try? FileManager.default.removeItem(atPath: path) }
            throw error
        }
    }
}

private enum StagingError: Error, CustomStringConvertible {
    case appeared(String)
    case system(String, String, Int32)

    var description: String {
        switch self {
        case .appeared(let path): return "\(path) appeared during the run; it is left as it is"
        case .system(let call, let path, let code): return "\(call) \(path): \(String(cString: strerror(code)))"
        }
    }
}
