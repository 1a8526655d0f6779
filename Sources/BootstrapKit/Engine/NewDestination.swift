import Diagnostics
import Foundation

/// Where `bootstrap new PATH` puts the project, decided before the template is even loaded
/// (docs/safety.md, "new PATH"):
///   - PATH does not exist: the project is built in a staging folder beside it and renamed into
///     place at the end (`create`);
///   - PATH is an empty folder, or a symbolic link to one (followed, as `mkdir -p` follows it):
///     the project fills that folder, which stays the same folder — inode, mode, owner, ACLs
///     (`fill`), as `rails new .` does;
///   - anything else (a folder that is not empty, a file, a dangling link, a link to a file) is
///     refused with exit 2, and nothing runs.
enum NewDestination: Equatable {
    case create(URL)
    case fill(URL)

    /// The folder the project ends up in (for `fill` through a link: the folder the link names).
    var folder: URL {
        switch self {
        case .create(let url), .fill(let url): return url
        }
    }

    /// `path` as given on the command line, for messages.
    static func decide(_ path: String, workingDirectory: URL) throws -> NewDestination {
        let destination = URL(fileURLWithPath: path, relativeTo: workingDirectory).standardizedFile
        var info = stat()
        guard lstat(destination.path, &info) == 0 else {
            guard errno == ENOENT else {
                throw Diagnostic(code: .destinationExists, message: "cannot look at \(path): \(String(cString: strerror(errno)))")
            }
            return .create(destination)
        }
        var folder = destination
        if (info.st_mode & S_IFMT) == S_IFLNK {
            let target = PathConfinement.linkTarget(destination.path) ?? "?"
            guard stat(destination.path, &info) == 0 else {
                throw Diagnostic(
                    code: .destinationExists,
                    message: "\(path) is a symbolic link to '\(target)', which does not exist; bootstrap new follows a link only to an empty folder (create the folder, or remove the link)")
            }
            guard (info.st_mode & S_IFMT) == S_IFDIR, let real = realpath(destination.path, nil) else {
                throw notAFolder(path, info, link: target)
            }
            folder = URL(fileURLWithPath: String(cString: real))
            free(real)
        }
        guard (info.st_mode & S_IFMT) == S_IFDIR else { throw notAFolder(path, info, link: nil) }
        // A staging folder a killed run left in it does not count: the run removes it (StaleStaging).
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path),
              names.allSatisfy({ StaleStaging.isStale($0, in: folder) })
        else { throw notEmptyFolder(path) }
        return .fill(folder)
    }

    /// PATH (or the link PATH, to `link`) is something other than a folder: a file, even an empty one.
    private static func notAFolder(_ path: String, _ info: stat, link: String?) -> Diagnostic {
        let kind: String
        switch info.st_mode & S_IFMT {
        case S_IFREG: kind = info.st_size == 0 ? "an empty file" : "a file"
        case S_IFIFO: kind = "a named pipe"
        case S_IFSOCK: kind = "a socket"
        case S_IFCHR, S_IFBLK: kind = "a device"
        default: kind = "not a folder"
        }
        let what = link.map { "is a symbolic link to '\($0)', which is \(kind)" } ?? "is \(kind)"
        return Diagnostic(
            code: .destinationExists,
            message: "\(path) \(what), not a folder; bootstrap new makes the project in a new or empty folder (remove it, or choose another PATH)")
    }

    private static func notEmptyFolder(_ path: String) -> Diagnostic {
        Diagnostic(
            code: .destinationExists,
            message: "\(path) already exists and is not empty; bootstrap new never touches it (use `bootstrap apply --path \(path)` to apply a template to an existing project)")
    }
}
