import Diagnostics
import Foundation
import RunnerLanguage

/// The project folder as the actions of one run see it. Every read and write goes through memory:
/// a file is read from disk once, edited in memory by as many actions as touch it, and written
/// once by `flush()` — before a command runs (so the command sees the files) and at the end.
/// Paths given to the methods below are project-relative and already confined by `resolve`.
public final class Workspace {
    /// The project folder (for `new`: the staging folder).
    public let root: URL
    /// Under `--pretend` nothing is ever written; everything else behaves the same.
    public let pretend: Bool
    /// Keep what was on disk before each change, so `rollback()` can restore it (`apply`).
    public var journaling: Bool
    /// The directory relative paths start from: "" at the project root, changed by `inside`.
    public var currentDirectory = ""

    let confinement: PathConfinement
    private var entries: [String: FileEntry] = [:] {
        didSet { entriesGeneration &+= 1 }
    }
    /// Changes whenever `entries` does, so an entry remembered with it is known to be current.
    private var entriesGeneration = 0
    /// chmods waiting for the next flush, in call order: (path, mode).
    private var pendingModes: [(String, Int)] = []
    /// Symbolic links waiting for the next flush (WorkspaceLinks.swift).
    var pendingLinks: [PendingLink] = []
    private var flushedChanges: [WorkspaceChange] = []
    private let journal: Journal
    /// Every flush and rollback happens inside it (the run's interrupt guard waits for them).
    private let gate: DiskChangeGate

    public init(
        root: URL, pretend: Bool = false, journaling: Bool = true, gate: DiskChangeGate = UngatedDiskChanges(),
        confinement: PathConfinement? = nil
    ) {
        self.root = root.standardizedFile
        self.pretend = pretend
        self.journaling = journaling
        self.gate = gate
        self.confinement = confinement ?? PathConfinement(root: root)
        self.journal = Journal(root: self.confinement.realRoot)
    }

    /// A workspace that only reads, over a folder with a confinement of its own (the template
    /// folder's, with its shield): what scripts read of the template.
    convenience init(readingOnly confinement: PathConfinement) {
        self.init(root: URL(fileURLWithPath: confinement.root), pretend: true, journaling: false, confinement: confinement)
    }

    // MARK: - Paths

    /// Confines `path` (relative to `currentDirectory`) to the project; returns the project-relative
    /// path with links resolved. Throws a `refused-path` error located at `location`.
    /// `location` is only asked for when resolving afresh (a known path cannot be refused).
    public func resolve(_ path: String, for access: PathAccess = .write, at location: @autoclosure () -> SourceLocation?) throws -> String {
        if let known = resolvedPaths.path(for: path, from: currentDirectory, access: access) { return known }
        let location = location()
        var resolved = try confinement.resolve(path, from: currentDirectory, access: access, at: location)
        if !pendingLinks.isEmpty { resolved = try followingPendingLinks(resolved, given: path, access: access, at: location) }
        resolvedPaths.remember(resolved, for: ResolvedPathKey(directory: currentDirectory, path: path, access: access))
        return resolved
    }

    /// Paths resolved since the last flush. Resolving reads only the disk (links, component by
    /// component), and the disk does not change between flushes — the run's own changes stay in
    /// memory, and commands run only after a flush — so a path resolves the same way until the
    /// next one. Saves a few `lstat`s per action, a sixth of a run that edits files per gem.
    var resolvedPaths = ResolvedPaths()

    /// How a status line names `path` (given relative to `currentDirectory`): relative to the
    /// project root, as Thor's `relative_to_original_destination_root` shows it.
    public func display(_ path: String) -> String {
        if let known = recentDisplays.display(of: path, from: currentDirectory) { return known }
        let display = confinement.display(path, from: currentDirectory)
        recentDisplays.remember(display, of: path, from: currentDirectory)
        return display
    }

    /// Every action that edits a file shows its path, usually one of the last few.
    var recentDisplays = RecentDisplays()

    /// The absolute location on disk of a project-relative path.
    public func absolute(_ path: String) -> String {
        path.isEmpty ? confinement.realRoot : confinement.realRoot + "/" + path
    }

    // MARK: - Reading

    /// What is at a path: `special` is a FIFO, a device or a socket, which is never read (a FIFO
    /// would hold the run until something writes to it) and is replaced when written.
    private enum Presence { case file, directory, special, none }

    /// What is at `path` now, in memory first, then on disk.
    private func presence(_ path: String) -> Presence {
        if let entry = entries[path] { return presence(of: entry) }
        var ancestor = path
        while let slash = ancestor.lastIndex(of: "/") {
            ancestor = String(ancestor[..<slash])
            if let entry = entries[ancestor] {
                if entry.kind != .directory || entry.replacesDisk { return .none }
                break
            }
        }
        return diskPresence(path)
    }

    private func presence(of entry: FileEntry) -> Presence {
        switch entry.kind {
        case .file: return .file
        case .directory: return .directory
        case .removed: return .none
        }
    }

    private func diskPresence(_ path: String) -> Presence {
        var info = stat()
        guard stat(absolute(path), &info) == 0 else { return .none }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .file
        default: return .special
        }
    }

    public func exists(_ path: String) -> Bool { presence(path) != .none }
    public func isDirectory(_ path: String) -> Bool { presence(path) == .directory }
    public func isFile(_ path: String) -> Bool { presence(path) == .file }

    /// The entry for a file, loading it from disk the first time. nil when there is no file.
    private func fileEntry(_ path: String) throws -> FileEntry? {
        if let entry = entries[path] {
            guard entry.kind == .file else { return nil }
            entry.takeBack()
            return entry
        }
        guard presence(path) == .file else { return nil }
        guard let data = FileManager.default.contents(atPath: absolute(path)) else {
            throw WorkspaceError.io("cannot read \(path)", at: nil)
        }
        let content = FileContent(data)
        let entry = FileEntry(kind: .file, content: content, original: content, existedOnDisk: true)
        entries[path] = entry
        return entry
    }

    /// The content of a file, nil when there is none.
    public func content(_ path: String) throws -> FileContent? { try fileEntry(path)?.content }

    /// The text of a file, nil when there is none. A file that is not UTF-8 is an error.
    public func read(_ path: String) throws -> String? {
        guard let entry = try fileEntry(path) else { return nil }
        guard let text = entry.text else { throw WorkspaceError.io("\(path) is not a text file", at: nil) }
        return text
    }

    /// The names in a folder, in memory and on disk, sorted; empty when it is not a folder.
    public func children(of path: String) -> [String] {
        guard presence(path) == .directory else { return [] }
        var names = Set<String>()
        let replaced = entries[path]?.replacesDisk ?? false
        if !replaced, let onDisk = try? FileManager.default.contentsOfDirectory(atPath: absolute(path)) {
            names.formUnion(onDisk)
        }
        let prefix = path.isEmpty ? "" : path + "/"
        for key in entries.keys where key.hasPrefix(prefix) && key.count > prefix.count {
            let rest = key.dropFirst(prefix.count)
            names.insert(String(rest.prefix { $0 != "/" }))
        }
        return names.filter { exists(prefix + $0) }.sorted()
    }

    // MARK: - Holders

    /// Lets `holder` keep the newest text of the text file at `path` from now on (its current
    /// text is the holder's starting point). The hold ends, and the holder's text is copied back
    /// once, as soon as anything else reads or edits the file, or at flush, so the holder must
    /// check `holder(of:)` before each edit.
    public func hold(_ path: String, by holder: TextFileHolder) throws {
        guard let entry = try fileEntry(path), entry.text != nil else {
            throw WorkspaceError.io("\(path) is not a text file", at: nil)
        }
        entry.holder = holder
        entry.holderChanged = false
    }

    /// Who holds the file at `path`: nil when nobody does, or when something else has looked at
    /// the file since the hold began.
    public func holder(of path: String) -> TextFileHolder? { entries[path]?.holder }

    /// `resolve(given, for: .write)`, `display(given)` and `holder(of:)` of the resolved path at
    /// once: what an edit needs of the file it names. An edit per gem names the same few files,
    /// found here by comparing the given path instead of three look-ups of their own.
    public func editTarget(
        _ given: String, at location: @autoclosure () -> SourceLocation?
    ) throws -> (path: String, display: String, holder: TextFileHolder?) {
        let directory = currentDirectory
        if let index = resolvedPaths.editTargets.index(of: given, from: directory) {
            if resolvedPaths.editTargets.targets[index].generation != entriesGeneration {
                let entry = entries[resolvedPaths.editTargets.targets[index].path]
                resolvedPaths.editTargets.update(index, entry: entry, generation: entriesGeneration)
            }
            let target = resolvedPaths.editTargets.targets[index]
            return (target.path, target.display, target.entry?.holder)
        }
        let path = try resolve(given, for: .write, at: location())
        let display = self.display(given)
        let entry = entries[path]
        resolvedPaths.editTargets.remember(
            EditTarget(directory: directory, given: given, path: path, display: display, entry: entry, generation: entriesGeneration))
        return (path, display, entry?.holder)
    }

    /// The holder of `path` changed its text: the file is written at the next flush.
    public func holderChanged(_ path: String) {
        guard let entry = entries[path], entry.holder != nil else { return }
        entry.holderChanged = true
        entry.dirty = true
    }

    // MARK: - Changing

    /// Writes a whole file (creating the folders above it).
    public func write(_ path: String, _ content: FileContent, mode: Int? = nil) throws {
        guard !path.isEmpty, presence(path) != .directory else {
            throw WorkspaceError.io("cannot write \(path.isEmpty ? "." : path): it is a directory", at: nil)
        }
        try makeParents(of: path)
        let entry = try fileEntry(path) ?? newEntry(path, kind: .file)
        entry.setContent(content)
        if let mode { entry.mode = mode }
        entry.dirty = true
    }

    public func write(_ path: String, _ text: String, mode: Int? = nil) throws {
        try write(path, .text(text), mode: mode)
    }

    /// Appends to a text file in place (linear in the text appended, not in the file's size).
    public func append(_ path: String, _ text: String) throws {
        guard let entry = try fileEntry(path) else { return try write(path, text) }
        guard entry.text != nil else { throw WorkspaceError.io("\(path) is not a text file", at: nil) }
        entry.text?.append(text)
        entry.dirty = true
    }

    /// Creates a folder and the folders above it.
    public func makeDirectory(_ path: String) throws {
        guard !path.isEmpty else { return }
        switch presence(path) {
        case .directory: return
        case .file, .special: throw WorkspaceError.io("cannot create folder \(path): a file is in the way", at: nil)
        case .none:
            try makeParents(of: path)
            newEntry(path, kind: .directory).dirty = true
        }
    }

    private func makeParents(of path: String) throws {
        guard let slash = path.lastIndex(of: "/") else { return }
        try makeDirectory(String(path[..<slash]))
    }

    @discardableResult
    private func newEntry(_ path: String, kind: FileEntry.Kind) -> FileEntry {
        // Something on disk that is logically gone (its folder was removed) goes first.
        let hiddenOnDisk = diskPresence(path) != .none
        let entry = FileEntry(kind: kind, content: kind == .file ? .text("") : nil, original: nil, existedOnDisk: false)
        entry.replacesDisk = hiddenOnDisk || entries[path]?.replacesDisk == true || entries[path]?.existedOnDisk == true
        entries[path] = entry
        return entry
    }

    /// Removes a file or a whole folder (`remove_file`, `remove_dir`: Thor's `rm_rf`).
    public func remove(_ path: String) throws {
        guard !path.isEmpty else { throw WorkspaceError.io("refusing to remove the project folder itself", at: nil) }
        var info = stat()
        let isLink = entries[path] == nil && lstat(absolute(path), &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
        guard isLink || presence(path) != .none else { return }
        let prefix = path + "/"
        for key in entries.keys where key.hasPrefix(prefix) { entries[key] = nil }
        let wasOnDisk = isLink || diskPresence(path) != .none
        // A file's text is kept so `--diff` can show its removal (a folder or a link has none).
        let original = isLink ? nil : entries[path]?.original ?? (try? fileEntry(path))?.original
        let entry = FileEntry(kind: .removed, content: nil, original: original, existedOnDisk: wasOnDisk)
        entry.dirty = true
        entries[path] = entry
    }

    /// `chmod` (recursive for a folder, as Thor's `chmod_R`), applied at the next flush.
    public func chmod(_ path: String, _ mode: Int) throws {
        guard exists(path) else { throw WorkspaceError.missingFile(path, at: nil) }
        pendingModes.append((path, mode))
    }

    // MARK: - Flushing

    /// Every change not yet written, then every change written by earlier flushes.
    public var changes: [WorkspaceChange] { flushedChanges + pendingChanges() }

    private func pendingChanges() -> [WorkspaceChange] {
        var out: [WorkspaceChange] = []
        for path in entries.keys.sorted() {
            guard let entry = entries[path], entry.dirty else { continue }
            switch entry.kind {
            case .removed:
                if entry.existedOnDisk { out.append(WorkspaceChange(path: path, kind: .removed, before: entry.original, after: nil)) }
            case .directory:
                out.append(WorkspaceChange(path: path, kind: .createdDirectory, before: nil, after: nil))
            case .file:
                let after = entry.content
                if entry.existedOnDisk && !entry.replacesDisk {
                    if after != entry.original {
                        out.append(WorkspaceChange(path: path, kind: .modifiedFile, before: entry.original, after: after))
                    }
                } else {
                    out.append(WorkspaceChange(path: path, kind: .createdFile, before: nil, after: after))
                }
            }
        }
        for (path, mode) in pendingModes {
            out.append(WorkspaceChange(path: path, kind: .changedMode(mode), before: nil, after: nil))
        }
        return out
    }

    /// Writes every changed file once. Under pretend it writes nothing and keeps the changes in
    /// memory. Afterwards the memory is dropped, so files changed by a command are read afresh.
    public func flush() throws {
        guard !pretend else { return }
        // The disk is a way out of the run: a check still running alongside settles first.
        try SpeculativeCheck.settleFirst()
        // A flush is one side effect: an interrupt waits for it to end and then stops the run.
        try gate.performingSideEffect { try flushToDisk() }
    }

    private func flushToDisk() throws {
        let pending = pendingChanges()
        let dirty = entries.keys.sorted().compactMap { path in entries[path].flatMap { $0.dirty ? (path, $0) : nil } }
        // 1. Removals, and whatever is in the way of a folder written again.
        for (path, entry) in dirty where entry.kind == .removed || entry.replacesDisk {
            try removeFromDisk(path)
        }
        // 2. Folders, parents first (sorted paths put a parent before its children).
        for (path, entry) in dirty where entry.kind == .directory {
            let target = absolute(path)
            var info = stat()
            if stat(target, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR { continue }
            try journaled(target, deep: false)
            guard mkdir(target, 0o755) == 0 else { throw WorkspaceError.io("cannot create folder \(path): \(errnoText())", at: nil) }
        }
        // 3. Files.
        for (path, entry) in dirty where entry.kind == .file {
            try writeToDisk(path, entry)
        }
        // 4. Modes, after the files they apply to exist.
        for (path, mode) in pendingModes { try changeModeOnDisk(path, mode_t(mode & 0o7777)) }
        // 5. Links, once the folders that hold them exist.
        for pending in pendingLinks { try makeLinkOnDisk(pending) }
        flushedChanges += pending
        entries = [:]
        pendingModes = []
        pendingLinks = []
        resolvedPaths.removeAll()
    }

    func journaled(_ absolutePath: String, deep: Bool) throws {
        guard journaling else { return }
        do { try journal.preserve(absolutePath, deep: deep) } catch {
            throw WorkspaceError.io("\(error)", at: nil)
        }
    }

    func errnoText() -> String { String(cString: strerror(errno)) }

    // MARK: - Rollback

    /// Undoes every on-disk change of the run: files restored byte for byte with their modes,
    /// created files and folders removed. Pending in-memory changes are dropped.
    public func rollback() throws {
        entries = [:]
        resolvedPaths.removeAll()
        pendingModes = []
        pendingLinks = []
        flushedChanges = []
        try restoreJournaled()
    }

    /// Only the on-disk part of `rollback`, leaving the in-memory state alone: what the interrupt
    /// handler runs from its own thread while the run's thread is blocked before its next flush.
    func restoreJournaled() throws {
        try gate.performingSideEffect {
            do { try journal.rollback() } catch {
                throw WorkspaceError.io("\(error)", at: nil)
            }
        }
    }
}
