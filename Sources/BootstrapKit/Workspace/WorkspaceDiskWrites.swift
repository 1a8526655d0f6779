import Foundation

/// How a flush puts one change on disk: a file rewritten in place, a removal, a mode change,
/// each journaled first when the run can roll back.
extension Workspace {
    func writeToDisk(_ path: String, _ entry: FileEntry) throws {
        let target = absolute(path)
        try journaled(target, deep: false)
        guard let data = entry.content?.data, Self.writeInPlace(target, data) else {
            throw WorkspaceError.io("cannot write \(path): \(errnoText())", at: nil)
        }
        if let mode = entry.mode, Foundation.chmod(target, mode_t(mode & 0o7777)) != 0 {
            throw WorkspaceError.io("cannot chmod \(path): \(errnoText())", at: nil)
        }
    }

    /// Truncates and rewrites the file itself, as Ruby's `File.open(path, "wb")` does, so an
    /// existing file keeps its permissions (an atomic replace would reset an executable to 644).
    static func writeInPlace(_ path: String, _ data: Data) -> Bool {
        let fd = Foundation.open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o666)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        return data.withUnsafeBytes { DescriptorWrite.all(fd, $0) }
    }

    func removeFromDisk(_ path: String) throws {
        let target = absolute(path)
        var info = stat()
        guard lstat(target, &info) == 0 else { return }
        try journaled(target, deep: true)
        do { try FileManager.default.removeItem(atPath: target) } catch {
            throw WorkspaceError.io("cannot remove \(path): \(error.localizedDescription)", at: nil)
        }
    }

    func changeModeOnDisk(_ path: String, _ mode: mode_t) throws {
        let target = absolute(path)
        var info = stat()
        guard lstat(target, &info) == 0, (info.st_mode & S_IFMT) != S_IFLNK else { return }
        try journaled(target, deep: false)
        guard Foundation.chmod(target, mode) == 0 else { throw WorkspaceError.io("cannot chmod \(path): \(errnoText())", at: nil) }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: target)) ?? []
            for name in names.sorted() { try changeModeOnDisk(path.isEmpty ? name : path + "/" + name, mode) }
        }
    }
}
