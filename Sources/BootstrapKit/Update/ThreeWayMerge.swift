import Diagnostics
import Foundation
import RubyText

/// How a conflict is left in the project: git's markers in the file, or the file with the
/// project's side and the template's change beside it in `FILE.rej`.
public enum ConflictStyle: Sendable {
    case inline
    case rej
}

/// One file's three-way merge: the old version's output as base, the project now as ours, the
/// new version's output as theirs. Manifests first merge their dependency lines by name
/// (ManifestLineMerge); then `git merge-file`; where it finds conflicts, the finer LineMerge is
/// tried, and what is still a conflict is written git's way.
struct ThreeWayMerge {
    /// Where the three texts are written for `git merge-file` (the update's disposable folder).
    let scratch: URL
    let environment: [String: String]
    /// How the sides are named in the markers: the project, the old version, the new one.
    let labels: (ours: String, base: String, theirs: String)
    /// The names of one file's sides, when they depend on the file (the templates that write it).
    var labelsOf: ((String) -> (ours: String, base: String, theirs: String))?

    struct Outcome {
        var text: String
        /// Conflicting regions left (0: clean).
        var conflicts: Int
        /// `FILE.rej`'s text under `--conflict rej`, when there are conflicts.
        var rejected: String?
        var notes: [String]
    }

    func merge(path: String, base: String, ours: String, theirs: String, style: ConflictStyle) throws -> Outcome {
        let prepared = ManifestLineMerge.prepare(
            path: path, base: RubyLines.lines(base), ours: RubyLines.lines(ours), theirs: RubyLines.lines(theirs))
        let baseText = prepared.base.joined(), oursText = prepared.ours.joined()
        if oursText == baseText { return Outcome(text: theirs, conflicts: 0, notes: prepared.notes) }
        if theirs == baseText || theirs == oursText { return Outcome(text: oursText, conflicts: 0, notes: prepared.notes) }
        let labels = labelsOf?(path) ?? labels
        let marked = try gitMergeFile(base: baseText, ours: oursText, theirs: theirs, labels: labels)
        if marked.conflicts == 0 { return Outcome(text: marked.text, conflicts: 0, notes: prepared.notes) }
        if let finer = LineMerge.merge(base: prepared.base, ours: prepared.ours, theirs: RubyLines.lines(theirs)) {
            return Outcome(text: finer.joined(), conflicts: 0, notes: prepared.notes)
        }
        guard style == .rej else { return Outcome(text: marked.text, conflicts: marked.conflicts, notes: prepared.notes) }
        // The file keeps the project's side of each conflict; the .rej holds, as a hunk that applies
        // to the file as written, what taking the template's side instead would change.
        let kept = try gitMergeFile(base: baseText, ours: oursText, theirs: theirs, labels: labels, resolve: "--ours").text
        let taken = try gitMergeFile(base: baseText, ours: oursText, theirs: theirs, labels: labels, resolve: "--theirs").text
        let rejected = UnifiedDiff.diff(old: kept, new: taken, oldName: "a/\(path)", newName: "b/\(path)")
        return Outcome(text: kept, conflicts: marked.conflicts, rejected: rejected, notes: prepared.notes)
    }

    /// `git merge-file -p`: the merged text and how many conflicts it marked (its exit status).
    /// `resolve` (`--ours`, `--theirs`) settles each conflict for one side instead of marking it.
    private func gitMergeFile(
        base: String, ours: String, theirs: String, labels: (ours: String, base: String, theirs: String), resolve: String? = nil
    ) throws -> (text: String, conflicts: Int) {
        let files = ["ours", "base", "theirs"].map { scratch.appendingPathComponent("merge-\($0)") }
        for (file, text) in zip(files, [ours, base, theirs]) {
            guard FileManager.default.createFile(atPath: file.path, contents: Data(text.utf8)) else {
                throw Diagnostic(code: .ioError, message: "cannot write \(file.path) for git merge-file")
            }
        }
        var arguments = ["merge-file", "-p", "-L", labels.ours, "-L", labels.base, "-L", labels.theirs]
        if let resolve { arguments.append(resolve) }
        // In the scratch folder, not the folder bootstrap was started in (the project).
        let result = try GitProcess.run(arguments + files.map(\.path), in: .foreign, directory: scratch, environment: environment)
        // git merge-file exits with the number of conflicts (capped at 127), negative on an error.
        guard result.status >= 0, result.status < 128 else {
            throw Diagnostic(code: .ioError, message: "git merge-file failed: \(result.reason)")
        }
        var text = String(decoding: result.output, as: UTF8.self)
        // git ends a conflict at the end of the file without a line break after its closing
        // marker when the new version's side is empty; the file keeps its final newline.
        if !text.isEmpty, text.utf8.last != UInt8(ascii: "\n"), RubyLines.lines(text).last?.hasPrefix(">>>>>>> ") == true { text += "\n" }
        return (text, Int(result.status))
    }
}
