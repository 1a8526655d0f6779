/// Folders of groups and paths of file references, as Xcode resolves them, relative to the
/// folder holding the `.xcodeproj` (`SOURCE_ROOT`). A folder is nil when it cannot be known
/// from the project alone (an absolute path, `BUILT_PRODUCTS_DIR`, `SDKROOT`, …).
enum ProjectPaths {
    /// `a/./b/../c/` → `a/c`; a leading `..` that cannot be undone is kept.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    static func join(_ folder: String, _ path: String) -> String {
        normalized(folder.isEmpty ? path : folder + "/" + path)
    }

    /// Where an object's `path` points, given the folder of the group it is in.
    static func resolved(_ object: PlistNode, inside folder: String?) -> String? {
        let path = object["path"]?.string
        switch object["sourceTree"]?.string ?? "<group>" {
        case "<group>":
            guard let folder else { return nil }
            return path.map { join(folder, $0) } ?? folder
        case "SOURCE_ROOT":
            return normalized(path ?? "")
        default:
            return nil
        }
    }

    /// The folder a group stands for: its `path` inside its parent's, or the parent's own when
    /// the group is only logical (no `path`).
    static func folder(of group: PlistNode, inside folder: String?) -> String? {
        resolved(group, inside: folder)
    }

    /// `file` relative to `folder` when it lies inside it.
    static func relative(_ file: String, to folder: String) -> String? {
        if folder.isEmpty { return file }
        guard file.hasPrefix(folder + "/") else { return nil }
        return String(file.dropFirst(folder.count + 1))
    }

    /// The path (relative to `parent`) of the folder a new group named `name` stands for: the
    /// nearest folder of that name between `parent` and the file, e.g. `Classes/Modules/Login`
    /// for a group `Login` made in `App` for `App/Classes/Modules/Login/View/A.m`. Nil when the
    /// file's folders have no such name (the group is then only logical).
    static func folder(named name: String, from parent: String, toward file: String) -> String? {
        guard let inside = relative(file, to: parent) else { return nil }
        let folders = inside.split(separator: "/").dropLast()
        guard let index = folders.firstIndex(where: { $0 == name }) else { return nil }
        return folders[...index].joined(separator: "/")
    }
}
