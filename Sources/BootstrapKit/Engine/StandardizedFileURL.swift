import Foundation

extension URL {
    /// `standardizedFileURL`, without Foundation's work when the path is already standard.
    ///
    /// Foundation builds the result as `URL(filePath: path.standardizingPath, directoryHint: ...)`,
    /// and `standardizingPath` changes only a path that starts with `~`, has an empty, `.` or `..`
    /// component, a trailing slash, or an automount prefix (`/private/...`, `/var/automount/...`);
    /// the `..` case also reads the disk, to resolve symbolic links. Every other path comes back as
    /// it was, so for those the same URL is built here directly. The check costs a few hundred
    /// instructions; Foundation's `standardizingPath` ten to twenty thousand a call (and 350
    /// thousand on its first, in the process's first `Set<UInt8>`), and a run asks for it once per
    /// template file and display path. Any other path is handed to Foundation, so the result is
    /// Foundation's in every case (`StandardizedFileURLTests` compares the two).
    var standardizedFile: URL {
        guard isFileURL else { return standardizedFileURL }
        let path = self.path
        guard Self.isStandard(path) else { return standardizedFileURL }
        return URL(filePath: path, directoryHint: hasDirectoryPath ? .isDirectory : .notDirectory)
    }

    /// Whether `standardizingPath` would return `path` unchanged without reading the disk: absolute,
    /// every component non-empty and neither `.` nor `..`, no trailing slash, and not under one of
    /// the prefixes Foundation strips.
    static func isStandard(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
            guard bytes.count > 1, bytes[0] == slash, bytes[bytes.count - 1] != slash else { return false }
            // The component running from `start` to the slash (or end) at `index`.
            var start = 1
            for index in 1...bytes.count {
                guard index == bytes.count || bytes[index] == slash else { continue }
                switch index - start {
                case 0: return false
                case 1 where bytes[start] == dot: return false
                case 2 where bytes[start] == dot && bytes[start + 1] == dot: return false
                default: break
                }
                start = index + 1
            }
            return !bytes.starts(with: Self.privatePrefix) && !bytes.starts(with: Self.automountPrefix)
        }
    }

    /// Foundation strips these (it also checks `/private/var/automount/`, which starts with the first).
    private static let privatePrefix = Array("/private/".utf8)
    private static let automountPrefix = Array("/var/automount/".utf8)
}
