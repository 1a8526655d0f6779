import Diagnostics
import Foundation

/// A symbolic link a run makes (`create_link`, `FileUtils.ln_s`), written at the next flush.
struct PendingLink {
    /// Project-relative path of the link itself.
    var path: String
    /// What the link holds: always relative to the link's folder and inside the project (see `link`).
    var target: String
    /// The project-relative path it leads to, links resolved.
    var resolved: String
}

extension Workspace {
    /// Stages a symbolic link at `path` (project-relative, confined) to `target`, a project-relative
    /// path with links resolved. The link is stored relative to its own folder, so that a `new`
    /// project, built in a staging folder and then moved into place, keeps links that still point
    /// inside it. Whatever is at `path` is replaced, as `ln -sf` does; the caller decides whether
    /// that is allowed.
    func link(_ path: String, to target: String) throws {
        guard !path.isEmpty else { throw WorkspaceError.io("refusing to replace the project folder with a link", at: nil) }
        if exists(path) || isLinkOnDisk(path) { try remove(path) }
        if let slash = path.lastIndex(of: "/") { try makeDirectory(String(path[..<slash])) }
        pendingLinks.removeAll { $0.path == path }
        pendingLinks.append(PendingLink(path: path, target: Self.relativeLinkTarget(target, from: path), resolved: target))
        // Paths resolved before may lead through the new link.
        resolvedPaths.removeAll()
    }

    /// A resolved path with the links not yet on disk followed too, as the kernel will once they
    /// are: the run reads and writes through a link it made as through one it found.
    func followingPendingLinks(_ resolved: String, given: String, access: PathAccess, at location: SourceLocation?) throws -> String {
        var current = resolved
        for _ in 0..<PathConfinement.maximumLinkHops {
            let parts = current.split(separator: "/").map(String.init)
            // The last component of a removal is the link itself, not followed.
            let considered = access == .remove ? parts.count - 1 : parts.count
            guard let (index, link) = (0..<max(considered, 0)).lazy.compactMap({ index -> (Int, PendingLink)? in
                let prefix = parts[0...index].joined(separator: "/")
                return self.pendingLinks.first { $0.path == prefix }.map { (index, $0) }
            }).first else { return current }
            let rest = parts[(index + 1)...]
            let next = ([link.resolved] + rest).filter { !$0.isEmpty }.joined(separator: "/")
            current = try confinement.resolve(next.isEmpty ? "." : next, from: "", access: access, at: location)
        }
        throw WorkspaceError.refusedPath(given, access: access, at: location)
    }

    /// Whether a link waits for the next flush at `path`, or one is on disk there (not followed).
    func isLink(_ path: String) -> Bool {
        pendingLinks.contains { $0.path == path } || isLinkOnDisk(path)
    }

    private func isLinkOnDisk(_ path: String) -> Bool {
        var info = stat()
        return lstat(absolute(path), &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    func makeLinkOnDisk(_ pending: PendingLink) throws {
        let target = absolute(pending.path)
        try journaled(target, deep: false)
        guard symlink(pending.target, target) == 0 else {
            throw WorkspaceError.io("cannot link \(pending.path): \(errnoText())", at: nil)
        }
    }

    /// `target` (project-relative) spelled from the folder of `path`: `a/b/l` → `a/c` is `../c`.
    static func relativeLinkTarget(_ target: String, from path: String) -> String {
        let folder = path.split(separator: "/").dropLast().map(String.init)
        let goal = target.split(separator: "/").map(String.init)
        var common = 0
        while common < folder.count, common < goal.count, folder[common] == goal[common] { common += 1 }
        let parts = Array(repeating: "..", count: folder.count - common) + goal[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
