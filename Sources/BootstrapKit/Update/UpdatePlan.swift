import Foundation

/// What an update does to the project, decided file by file before anything is written
/// (docs/updating.md, "Merge rules"): the old version's output is the base, the new version's
/// is theirs, the project now is ours.
struct UpdatePlan {
    enum Action: Equatable {
        case write(FileContent, mode: Int?)
        case remove
    }

    struct Change: Equatable {
        var path: String
        var action: Action
    }

    var changes: [Change] = []
    /// Files left with conflicts, with how many regions each.
    var conflicts: [(path: String, regions: Int)] = []
    /// What the user should know though nothing conflicts: files kept, deletions respected.
    var notes: [String] = []

    /// `project(path)` is the project's file now (nil when it has none).
    static func make(
        old: GeneratedTree, new: GeneratedTree, project: (String) throws -> FileContent?,
        merger: ThreeWayMerge, style: ConflictStyle
    ) throws -> UpdatePlan {
        var plan = UpdatePlan()
        let record = ProjectRecord.fileName
        for path in Set(old.files.keys).union(new.files.keys).sorted() where path != record {
            let base = old.files[path], theirs = new.files[path]
            guard base != theirs else { continue }
            let ours = try project(path)
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
                try plan.merge(path, base: base, ours: ours, theirs: theirs, merger: merger, style: style)
            case (nil, nil, _), (_?, nil, nil):
                continue  // not made by either version, or gone from both the new version and the project
            }
        }
        // The record of the new version: its commit and ref, its blocks, the answers (new ones too).
        if let newRecord = new.files[record] { plan.changes.append(Change(path: record, action: .write(newRecord, mode: nil))) }
        return plan
    }

    private mutating func merge(
        _ path: String, base: FileContent?, ours: FileContent, theirs: FileContent, merger: ThreeWayMerge, style: ConflictStyle
    ) throws {
        // A file both sides made anew merges from an empty base; binary files cannot merge.
        let baseText: String? = base == nil ? "" : base?.text
        guard let oursText = ours.text, let theirsText = theirs.text, let baseText else {
            conflicts.append((path, 1))
            notes.append("\(path): binary file changed in the project and in the new version; the project's is kept")
            return
        }
        let outcome = try merger.merge(path: path, base: baseText, ours: oursText, theirs: theirsText, style: style)
        notes += outcome.notes.map { "\(path): \($0)" }
        if outcome.text != oursText { changes.append(Change(path: path, action: .write(.text(outcome.text), mode: nil))) }
        if outcome.conflicts > 0 {
            conflicts.append((path, outcome.conflicts))
            if let rejected = outcome.rejected { changes.append(Change(path: path + ".rej", action: .write(.text(rejected), mode: nil))) }
        }
    }
}
