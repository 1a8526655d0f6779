import Diagnostics
import Foundation

/// `update` rewrites files the user may be editing; in a git work tree it starts only from a
/// clean state, so `git diff` afterwards shows exactly what the update did and `git checkout .`
/// takes it back. Untracked files count: the new version may write a file of that name.
enum WorkTreeCheck {
    /// Throws `dirty-work-tree` naming every uncommitted path below the project (as `git status`
    /// names it: relative to the repository). A folder outside a git work tree, or no git, passes.
    static func requireClean(_ root: URL, environment: [String: String]) throws {
        // The project's repository is foreign: its configuration starts no program (GitProcess).
        guard let inside = try? GitProcess.run(["rev-parse", "--is-inside-work-tree"], in: .foreign, directory: root, environment: environment),
            inside.status == 0, inside.outputText == "true"
        else { return }
        let status = try GitProcess.run(
            ["-c", "core.quotePath=false", "status", "--porcelain", "--untracked-files=all", "--ignore-submodules=all", "-z", "--", "."],
            in: .foreign, directory: root, environment: environment)
        guard status.status == 0 else {
            throw Diagnostic(code: .dirtyWorkTree, message: "cannot tell whether the work tree is clean: git status: \(status.reason)")
        }
        let paths = dirtyPaths(fromPorcelainZ: status.output)
        guard !paths.isEmpty else { return }
        let shown = paths.prefix(20).map { "  " + $0 }.joined(separator: "\n")
        let more = paths.count > 20 ? "\n  … and \(paths.count - 20) more" : ""
        throw Diagnostic(
            code: .dirtyWorkTree,
            message: "the work tree has uncommitted changes; commit or stash them first, or pass --allow-dirty:\n\(shown)\(more)")
    }

    /// The paths of `git status --porcelain -z`: `XY path`, and for a rename the old path as a
    /// second entry, which is skipped.
    static func dirtyPaths(fromPorcelainZ data: Data) -> [String] {
        let entries = data.split(separator: 0, omittingEmptySubsequences: true).map { String(decoding: $0, as: UTF8.self) }
        var paths: [String] = []
        var index = 0
        while index < entries.count {
            let entry = entries[index]
            index += 1
            guard entry.count > 3 else { continue }
            let code = entry.prefix(2)
            paths.append(String(entry.dropFirst(3)))
            if code.contains("R") || code.contains("C") { index += 1 }
        }
        return paths
    }
}
