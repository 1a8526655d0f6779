import Foundation

/// Staging folders a killed `new` left behind (docs/safety.md, "Staging and journal"):
/// `.NAME.bootstrap-PID-RANDOM` beside a project, `.bootstrap-staging-PID-RANDOM` inside a folder
/// to fill. A run that is killed (SIGKILL, the kernel out of memory) cannot remove its own; the
/// next `new` in that folder removes each one whose process no longer exists. Only real folders
/// this user owns are removed (a link of that name, or another user's folder, stays), and the
/// removal never follows a link inside them.
enum StaleStaging {
    /// The process that made a staging folder of this name, nil when the name is no staging name.
    static func owner(ofName name: String) -> pid_t? {
        guard name.hasPrefix("."), let marker = name.range(of: ".bootstrap-", options: .backwards) else { return nil }
        var rest = name[marker.upperBound...]
        if rest.hasPrefix("staging-") { rest = rest.dropFirst("staging-".count) }
        let parts = rest.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { (48...57).contains($0) } }),
              let pid = pid_t(parts[0]), pid > 0, UInt32(parts[1]) != nil
        else { return nil }
        return pid
    }

    /// Whether `name` in `folder` is a staging folder whose process is gone, owned by this user.
    static func isStale(_ name: String, in folder: URL) -> Bool {
        guard let pid = owner(ofName: name), pid != getpid(), processIsGone(pid) else { return false }
        var info = stat()
        return lstat(folder.appendingPathComponent(name).path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
            && info.st_uid == getuid()
    }

    /// kill(pid, 0): no such process is ESRCH; EPERM is a process of another user, which lives.
    static func processIsGone(_ pid: pid_t) -> Bool {
        kill(pid, 0) != 0 && errno == ESRCH
    }

    /// Removes every stale staging folder in `folder`; returns the names removed.
    @discardableResult
    static func removeStale(in folder: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var removed: [String] = []
        for name in names.sorted() where isStale(name, in: folder) {
            // FileManager removes a link as a link, and does not follow links below the folder.
            if (try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))) != nil { removed.append(name) }
        }
        return removed
    }
}
