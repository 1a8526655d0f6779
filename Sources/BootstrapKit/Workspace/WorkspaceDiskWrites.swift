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
    /// Never through a hard link: a file with more than one name (one may be outside the project)
    /// gets a new file of its own instead (`replaceBreakingLinks`), and the other names keep their
    /// bytes. Never through a symbolic link either: the path is already resolved, so a link there
    /// now was planted meanwhile, and the write fails; so does one to a FIFO or a device (opened
    /// without waiting for a reader, then refused).
    static func writeInPlace(_ path: String, _ data: Data) -> Bool {
        let fd = Foundation.open(path, O_WRONLY | O_CREAT | O_NOFOLLOW | O_NONBLOCK, 0o666)
        guard fd >= 0 else { return false }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            close(fd)
            return false
        }
        if info.st_nlink > 1 {
            close(fd)
            return replaceBreakingLinks(path, data, mode: info.st_mode & 0o7777)
        }
        defer { close(fd) }
        guard info.st_size == 0 || ftruncate(fd, 0) == 0 else { return false }
        return writeAll(fd, data)
    }

    /// Puts `data` at `path` as a new file with `mode`: written beside it under a temporary name,
    /// then renamed over it, so whatever other names the old file had keep the old bytes.
    static func replaceBreakingLinks(_ path: String, _ data: Data, mode: mode_t) -> Bool {
        let folder = (path as NSString).deletingLastPathComponent
        let temporary = folder + "/.bootstrap-write-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let fd = Foundation.open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, mode)
        guard fd >= 0 else { return false }
        let written = writeAll(fd, data) && fchmod(fd, mode) == 0
        close(fd)
        guard written, rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }

    private static func writeAll(_ fd: Int32, _ data: Data) -> Bool {
        data.withUnsafeBytes { buffer -> Bool in
            guard var pointer = buffer.baseAddress else { return true }
            var remaining = buffer.count
            while remaining > 0 {
                let written = Foundation.write(fd, pointer, remaining)
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                remaining -= written
                pointer += written
            }
            return true
        }
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
        // A mode belongs to the file, not the name: a file with other names gets one of its own first.
        if (info.st_mode & S_IFMT) == S_IFREG, info.st_nlink > 1 {
            guard let data = FileManager.default.contents(atPath: target),
                  Self.replaceBreakingLinks(target, data, mode: info.st_mode & 0o7777)
            else { throw WorkspaceError.io("cannot chmod \(path): \(errnoText())", at: nil) }
        }
        guard Foundation.chmod(target, mode) == 0 else { throw WorkspaceError.io("cannot chmod \(path): \(errnoText())", at: nil) }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: target)) ?? []
            for name in names.sorted() { try changeModeOnDisk(path.isEmpty ? name : path + "/" + name, mode) }
        }
    }
}
