extension Workspace {
    struct ResolvedPathKey: Hashable {
        var directory: String
        var path: String
        var access: PathAccess
    }

    /// The resolved paths by key, the last few also in a short list: a run that edits the same
    /// two or three files per gem finds them there by comparing strings (usually the very same
    /// storage), without hashing the key or copying its strings into one.
    struct ResolvedPaths {
        private var byKey: [ResolvedPathKey: String] = [:]
        private var recent: [(key: ResolvedPathKey, path: String)] = []
        private static let recentCount = 4

        func path(for given: String, from directory: String, access: PathAccess) -> String? {
            for index in recent.indices {
                let key = recent[index].key
                if key.access == access, key.path == given, key.directory == directory { return recent[index].path }
            }
            guard !byKey.isEmpty else { return nil }
            return byKey[ResolvedPathKey(directory: directory, path: given, access: access)]
        }

        mutating func remember(_ path: String, for key: ResolvedPathKey) {
            byKey[key] = path
            if recent.count == Self.recentCount { recent.removeFirst() }
            recent.append((key, path))
        }

        mutating func removeAll() {
            byKey.removeAll()
            recent.removeAll()
        }
    }

    /// How status lines show the last few paths given (`display`), by the path and the directory
    /// it was given in. Lexical, so nothing on disk changes it, and a flush leaves it be.
    struct RecentDisplays {
        private var recent: [(directory: String, given: String, display: String)] = []
        private static let recentCount = 4

        func display(of given: String, from directory: String) -> String? {
            for index in recent.indices where recent[index].given == given && recent[index].directory == directory {
                return recent[index].display
            }
            return nil
        }

        mutating func remember(_ display: String, of given: String, from directory: String) {
            if recent.count == Self.recentCount { recent.removeFirst() }
            recent.append((directory, given, display))
        }
    }

    /// The entries of the last few paths whose holder was asked for (`holder(of:)`), found by
    /// comparing the path (from `resolve`, so usually the very same storage) instead of hashing it.
    /// Emptied whenever `entries` changes, so it never names an entry that is no longer the path's.
    struct RecentEntries {
        private var recent: [(path: String, entry: FileEntry)] = []
        private static let recentCount = 4

        func entry(at path: String) -> FileEntry? {
            for index in recent.indices where recent[index].path == path { return recent[index].entry }
            return nil
        }

        mutating func remember(_ entry: FileEntry, at path: String) {
            if recent.count == Self.recentCount { recent.removeFirst() }
            recent.append((path, entry))
        }

        mutating func removeAll() {
            if !recent.isEmpty { recent.removeAll() }
        }
    }
}
