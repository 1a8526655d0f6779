import Foundation

/// What an update does to the project, decided file by file before anything is written
/// (docs/updating.md, "Merge rules"): the old version's output is the base, the new version's
/// is theirs, the project now is ours. Files first, then their permission bits, then folders.
struct UpdatePlan {
    enum Action: Equatable {
        case write(FileContent, mode: Int?)
        case remove
        case chmod(Int)
        case makeDirectory
    }

    struct Change: Equatable {
        var path: String
        var action: Action
    }

    struct Conflict: Equatable {
        var path: String
        var regions: Int
        /// A binary file: the project's is kept and the new version's written beside it.
        var binary = false
    }

    var changes: [Change] = []
    /// Files left with conflicts.
    var conflicts: [Conflict] = []
    /// What the user should know though nothing conflicts: files kept, deletions respected.
    var notes: [String] = []

    /// The suffix of the new version's side of a binary file that conflicts.
    static let theirsSuffix = ".theirs"

    static func make(
        old: GeneratedTree, new: GeneratedTree, project: UpdateProjectView, merger: ThreeWayMerge, style: ConflictStyle
    ) throws -> UpdatePlan {
        var plan = UpdatePlan()
        let record = ProjectRecord.fileName
        for path in Set(old.files.keys).union(new.files.keys).sorted() where path != record {
            let base = old.files[path], theirs = new.files[path]
            guard base != theirs else { continue }
            let ours = try project.content(path)
            switch (base, theirs, ours) {
            case (_?, _?, nil):
                plan.notes.append("\(path): deleted in the project, stays deleted (the new version changes it)")
            case (let base?, nil, let ours?):
                if ours == base {
                    plan.changes.append(Change(path: path, action: .remove))
                } else {
                    plan.notes.append("\(path): kept — the new version no longer makes it, and the project changed it")
                }
            case (_, let theirs?, nil):
                plan.changes.append(Change(path: path, action: .write(theirs, mode: new.modes[path])))
            case (let base, let theirs?, let ours?):
                if ours == theirs { continue }
                if ours == base {
                    plan.changes.append(Change(path: path, action: .write(theirs, mode: nil)))
                    continue
                }
                try plan.merge(path, base: base, ours: ours, theirs: theirs, theirsMode: new.modes[path], merger: merger, style: style)
            case (nil, nil, _), (_?, nil, nil):
                continue  // not made by either version, or gone from both the new version and the project
            }
        }
        try plan.carryModes(old: old, new: new, project: project)
        try plan.carryDirectories(old: old, new: new, project: project)
        // The record of the new version: its commit and ref, its blocks, the answers (new ones too).
        if let newRecord = new.files[record] { plan.changes.append(Change(path: record, action: .write(newRecord, mode: nil))) }
        return plan
    }

    /// A file whose permission bits the new version changed (`chmod "bin/setup", 0755`) gets the
    /// new bits when the project kept the old version's; a project that changed them too keeps its own.
    private mutating func carryModes(old: GeneratedTree, new: GeneratedTree, project: UpdateProjectView) throws {
        for (path, theirs) in new.modes.sorted(by: { $0.key < $1.key }) {
            guard let base = old.modes[path], base & 0o777 != theirs & 0o777, let ours = try project.mode(path) else { continue }
            if ours & 0o777 == theirs & 0o777 { continue }
            guard ours & 0o777 == base & 0o777 else {
                notes.append(
                    "\(path): mode \(octal(ours)) kept — the project changed it, and the new version changes \(octal(base)) to \(octal(theirs))")
                continue
            }
            let mode = (ours & ~0o777) | (theirs & 0o777)
            if let index = changes.firstIndex(where: { $0.path == path }), case .write(let content, _) = changes[index].action {
                changes[index].action = .write(content, mode: mode)
            } else if !changes.contains(where: { $0.path == path }) {
                changes.append(Change(path: path, action: .chmod(mode)))
            }
        }
    }

    /// Folders as git leaves them: one the new version makes (empty ones too) is created; one that
    /// the update empties, or an empty one the new version no longer makes, is removed, deepest
    /// first. A folder still holding anything (a file the user added) stays.
    private mutating func carryDirectories(old: GeneratedTree, new: GeneratedTree, project: UpdateProjectView) throws {
        for path in new.directories.subtracting(old.directories).sorted() where !project.isDirectory(path) {
            if try project.content(path) != nil {
                notes.append("\(path): the new version makes a folder here; the project's file is kept")
            } else if !changes.contains(where: { $0.path.hasPrefix(path + "/") }) {
                changes.append(Change(path: path, action: .makeDirectory))
            }
        }
        var removed = Set(changes.filter { $0.action == .remove }.map(\.path))
        var candidates = old.directories.subtracting(new.directories)
        for path in removed { candidates.formUnion(Self.ancestors(of: path).filter { !new.directories.contains($0) }) }
        let deepestFirst = candidates.sorted { ($0.split(separator: "/").count, $1) > ($1.split(separator: "/").count, $0) }
        for folder in deepestFirst where project.isDirectory(folder) {
            let left = project.children(folder).filter { !removed.contains(folder + "/" + $0) }
            let written = changes.contains { $0.path.hasPrefix(folder + "/") && $0.action != .remove }
            guard left.isEmpty, !written else { continue }
            changes.append(Change(path: folder, action: .remove))
            removed.insert(folder)
        }
    }

    private static func ancestors(of path: String) -> [String] {
        var parts = path.split(separator: "/").dropLast()
        var out: [String] = []
        while !parts.isEmpty {
            out.append(parts.joined(separator: "/"))
            parts = parts.dropLast()
        }
        return out
    }

    private func octal(_ mode: Int) -> String { "0" + String(mode & 0o777, radix: 8) }

    /// Git's test for a binary file: a NUL byte among the first 8,000. Such a file gets no
    /// conflict markers (they would corrupt it).
    static func isBinary(_ content: FileContent) -> Bool {
        switch content {
        case .binary: return true
        case .text(let text): return text.utf8.prefix(8000).contains(0)
        }
    }

    private mutating func merge(
        _ path: String, base: FileContent?, ours: FileContent, theirs: FileContent, theirsMode: Int?,
        merger: ThreeWayMerge, style: ConflictStyle
    ) throws {
        // A file both sides made anew merges from an empty base; binary files cannot merge.
        let baseText: String? = base == nil ? "" : base?.text
        let binary = [base, ours, theirs].contains { $0.map(Self.isBinary) ?? false }
        guard !binary, let oursText = ours.text, let theirsText = theirs.text, let baseText else {
            conflicts.append(Conflict(path: path, regions: 1, binary: true))
            changes.append(Change(path: path + Self.theirsSuffix, action: .write(theirs, mode: theirsMode)))
            return
        }
        let outcome = try merger.merge(path: path, base: baseText, ours: oursText, theirs: theirsText, style: style)
        notes += outcome.notes.map { "\(path): \($0)" }
        if outcome.text != oursText { changes.append(Change(path: path, action: .write(.text(outcome.text), mode: nil))) }
        if outcome.conflicts > 0 {
            conflicts.append(Conflict(path: path, regions: outcome.conflicts))
            if let rejected = outcome.rejected { changes.append(Change(path: path + ".rej", action: .write(.text(rejected), mode: nil))) }
        }
    }
}

/// The project as the plan reads it, through the update's read-only workspace: every path is
/// confined like any other of a run (a link out of the project is refused).
struct UpdateProjectView {
    let workspace: Workspace

    /// The project's file at `path`; nil when it has none (or a folder is there).
    func content(_ path: String) throws -> FileContent? {
        let resolved = try workspace.resolve(path, for: .read, at: nil)
        return workspace.isFile(resolved) ? try workspace.content(resolved) : nil
    }

    /// The permission bits of the project's file at `path`, nil when it has none.
    func mode(_ path: String) throws -> Int? {
        let resolved = try workspace.resolve(path, for: .read, at: nil)
        var info = stat()
        guard workspace.isFile(resolved), stat(workspace.absolute(resolved), &info) == 0 else { return nil }
        return Int(info.st_mode & 0o7777)
    }

    func isDirectory(_ path: String) -> Bool {
        guard let resolved = try? workspace.resolve(path, for: .read, at: nil) else { return false }
        return workspace.isDirectory(resolved)
    }

    func children(_ path: String) -> [String] {
        guard let resolved = try? workspace.resolve(path, for: .read, at: nil) else { return [] }
        return workspace.children(of: resolved)
    }
}
