import Foundation

/// Everything `bootstrap apply` needs to undo a failed run: before the first on-disk change of a
/// path, the journal keeps what was there (bytes and mode of a file, mode of a folder and — when
/// the folder is about to be removed — all it held, the target of a link) or notes that nothing
/// was there. `rollback` puts every kept thing back and removes every created one.
final class Journal {
    private enum Saved {
        case file(Data, mode: mode_t)
        case directory(mode: mode_t)
        case link(String)
    }

    /// The project folder with its links resolved: rollback changes nothing whose folder no longer
    /// resolves inside it (a command of the run may have swapped a folder for a link out).
    private let realRoot: String
    private var saved: [String: Saved] = [:]
    /// Paths that did not exist before the run created them, in creation order.
    private var created: [String] = []
    private var seen: Set<String> = []

    init(root realRoot: String) {
        self.realRoot = realRoot
    }

    /// Records the state of `absolute` unless it was already recorded. `deep` also records a
    /// folder's whole content (needed before it is removed).
    func preserve(_ absolute: String, deep: Bool) throws {
        if seen.contains(absolute) {
            // A folder first recorded shallowly (for a chmod) must still get its content recorded
            // before it is removed.
            guard deep, case .directory? = saved[absolute] else { return }
            try preserveChildren(of: absolute)
            return
        }
        seen.insert(absolute)
        var info = stat()
        guard lstat(absolute, &info) == 0 else {
            created.append(absolute)
            return
        }
        switch info.st_mode & S_IFMT {
        case S_IFLNK:
            saved[absolute] = .link(PathConfinement.linkTarget(absolute) ?? "")
        case S_IFDIR:
            saved[absolute] = .directory(mode: info.st_mode & 0o7777)
            if deep { try preserveChildren(of: absolute) }
        default:
            guard let data = FileManager.default.contents(atPath: absolute) else {
                throw JournalError.unreadable(absolute)
            }
            saved[absolute] = .file(data, mode: info.st_mode & 0o7777)
        }
    }

    private func preserveChildren(of directory: String) throws {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        for name in names { try preserve(directory + "/" + name, deep: true) }
    }

    var isEmpty: Bool { saved.isEmpty && created.isEmpty }

    /// Restores every recorded path. Keeps going after a failure so that as much as possible is
    /// restored, then reports the paths it could not restore.
    func rollback() throws {
        var failures: [String] = []
        let fm = FileManager.default
        // Newest creations first, so files go before the folders that hold them.
        for path in created.reversed() {
            guard folderIsInsideRoot(path) else { failures.append(path + " (its folder now leads outside the project)"); continue }
            var info = stat()
            if lstat(path, &info) == 0, (try? fm.removeItem(atPath: path)) == nil { failures.append(path) }
        }
        // Parents before children, so a removed folder exists again before its files come back.
        for path in saved.keys.sorted() {
            guard let state = saved[path] else { continue }
            guard folderIsInsideRoot(path) else { failures.append(path + " (its folder now leads outside the project)"); continue }
            var info = stat()
            let present = lstat(path, &info) == 0
            // What is as journaled needs nothing: a file the run never managed to change (its write
            // failed) is no restore failure, even where it cannot be written (an immutable file).
            if present, Self.matches(state, path, info) { continue }
            switch state {
            case .directory(let mode):
                if present, (info.st_mode & S_IFMT) != S_IFDIR { try? fm.removeItem(atPath: path) }
                if !fm.fileExists(atPath: path), mkdir(path, 0o755) != 0 { failures.append(path); continue }
                if chmod(path, mode) != 0 { failures.append(path) }
            case .file(let data, let mode):
                if present, (info.st_mode & S_IFMT) == S_IFDIR || (info.st_mode & S_IFMT) == S_IFLNK {
                    try? fm.removeItem(atPath: path)
                }
                // Never through a hard link a command of the run made: the file gets its own bytes.
                if !Workspace.writeInPlace(path, data) || chmod(path, mode) != 0 { failures.append(path) }
            case .link(let target):
                if present { try? fm.removeItem(atPath: path) }
                if symlink(target, path) != 0 { failures.append(path) }
            }
        }
        saved = [:]
        created = []
        seen = []
        if !failures.isEmpty { throw JournalError.notRestored(failures) }
    }
}

extension Journal {
    /// Whether what is at `path` (`info`, from lstat) is the state journaled for it.
    private static func matches(_ state: Saved, _ path: String, _ info: stat) -> Bool {
        switch state {
        case .directory(let mode):
            return (info.st_mode & S_IFMT) == S_IFDIR && info.st_mode & 0o7777 == mode
        case .file(let data, let mode):
            // A second name (a hard link a command made) is no longer the project's own file.
            return (info.st_mode & S_IFMT) == S_IFREG && info.st_nlink == 1 && info.st_mode & 0o7777 == mode
                && Int(info.st_size) == data.count && FileManager.default.contents(atPath: path) == data
        case .link(let target):
            return (info.st_mode & S_IFMT) == S_IFLNK && PathConfinement.linkTarget(path) == target
        }
    }

    /// Whether the folder holding `path` is, links resolved now, the root or inside it.
    private func folderIsInsideRoot(_ path: String) -> Bool {
        let folder = (path as NSString).deletingLastPathComponent
        guard let real = realpath(folder, nil) else { return false }
        defer { free(real) }
        let resolved = String(cString: real)
        return resolved == realRoot || resolved.hasPrefix(realRoot == "/" ? "/" : realRoot + "/")
    }
}

enum JournalError: Error, CustomStringConvertible {
    case unreadable(String)
    case notRestored([String])

    var description: String {
        switch self {
        case .unreadable(let path): return "cannot read \(path) to keep a copy of it before changing it"
        case .notRestored(let paths): return "could not restore: " + paths.joined(separator: ", ")
        }
    }
}
