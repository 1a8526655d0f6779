import Diagnostics
import Foundation
import RunnerLanguage

/// What scripts change (`File.write`, `File.open(…, "w")`, `FileUtils`, `Dir.mkdir`): the project only,
/// through the run's workspace, exactly as the actions change it — confined by the same
/// `resolve` (no `..` out, no absolute path elsewhere, no link leading out, the template folder
/// read-only), staged in memory, journaled at flush, undone when the run fails.
extension ProjectScriptHost: ScriptFileSystem {
    func writeFile(_ path: String, _ text: String, append: Bool, at location: SourceLocation) throws {
        let resolved = try workspace.resolve(path, for: .write, at: location)
        try located(location) {
            if append { try workspace.append(resolved, text) } else { try workspace.write(resolved, text) }
        }
    }

    func makeDirectory(_ path: String, at location: SourceLocation) throws {
        let resolved = try workspace.resolve(path, for: .write, at: location)
        try located(location) { try workspace.makeDirectory(resolved) }
    }

    func remove(_ path: String, at location: SourceLocation) throws {
        let resolved = try workspace.resolve(path, for: .remove, at: location)
        try located(location) { try workspace.remove(resolved) }
    }

    func copy(_ source: String, to destination: String, at location: SourceLocation) throws {
        let (root, from) = try resolve(source, at: location)
        let to = try workspace.resolve(destination, for: .write, at: location)
        if root === workspace, to == from || to.hasPrefix(from.isEmpty ? "" : from + "/") {
            throw RuntimeError("ArgumentError", "cannot copy directory \(source) to itself \(destination)", at: location)
        }
        try located(location) { try copyTree(root, from, to) }
    }

    /// A file as its bytes, a folder as a folder and then each of its entries (sorted, so the
    /// order of writes does not depend on the file system).
    private func copyTree(_ root: Workspace, _ from: String, _ to: String) throws {
        if root.isDirectory(from) {
            try workspace.makeDirectory(to)
            for name in root.children(of: from).sorted() {
                try copyTree(root, from.isEmpty ? name : from + "/" + name, to + "/" + name)
            }
        } else if let content = try root.content(from) {
            try workspace.write(to, content)
        } else {
            throw WorkspaceError.missingFile(root.display(from))
        }
    }

    func link(_ target: String, at path: String, at location: SourceLocation) throws {
        let linkPath = try workspace.resolve(path, for: .remove, at: location)
        // The target is read from the link's folder, as the kernel reads it; it must stay inside
        // the project (a link out would be a door for every later write through it).
        let folder = linkPath.split(separator: "/").dropLast().joined(separator: "/")
        let resolvedTarget: String
        do {
            resolvedTarget = try workspace.confinement.resolve(target, from: folder, access: .link, at: location)
        } catch {
            throw WorkspaceError.refusedPath(target, access: .link, at: location)
        }
        try located(location) { try workspace.link(linkPath, to: resolvedTarget) }
    }

    func chmod(_ path: String, _ mode: Int, at location: SourceLocation) throws {
        let resolved = try workspace.resolve(path, for: .chmod, at: location)
        try located(location) { try workspace.chmod(resolved, mode) }
    }

    func confine(_ path: String, forRemoval: Bool, at location: SourceLocation) throws {
        _ = try workspace.resolve(path, for: forRemoval ? .remove : .write, at: location)
    }

    /// Not followed, so a link pointing out of the project is seen (and can be removed) without
    /// reading through it; a path the project does not hold is no link of it.
    func isLink(_ path: String, at location: SourceLocation) throws -> Bool {
        guard let resolved = try? workspace.resolve(path, for: .remove, at: location) else { return false }
        return workspace.isLink(resolved)
    }

    func inDirectory<T>(_ path: String, at location: SourceLocation, _ body: () throws -> T) throws -> T {
        let resolved = try workspace.resolve(path, for: .enter, at: location)
        guard workspace.isDirectory(resolved) else {
            throw RuntimeError("Errno::ENOENT", "No such file or directory @ dir_s_chdir - \(path)", at: location, code: .missingFile)
        }
        let saved = workspace.currentDirectory
        workspace.currentDirectory = resolved
        defer { workspace.currentDirectory = saved }
        return try body()
    }

    /// Workspace errors say what failed but not where: the script's line is where.
    private func located(_ location: SourceLocation, _ body: () throws -> Void) throws {
        do { try body() } catch var error as RuntimeError {
            if error.location == nil { error.location = location }
            throw error
        }
    }
}
