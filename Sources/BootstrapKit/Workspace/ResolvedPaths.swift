extension Workspace {
    struct ResolvedPathKey: Hashable {
        var directory: String
        var path: String
        var access: PathAccess
    }

    /// The resolved paths by key, the last few also in a short list: a run that edits the same
    /// two or three files per gem finds them there by comparing strings (usually the very same
    /// storage), without hashing the key.
    struct ResolvedPaths {
        private var byKey: [ResolvedPathKey: String] = [:]
        private var recent: [(key: ResolvedPathKey, path: String)] = []
        private static let recentCount = 4

        func path(for key: ResolvedPathKey) -> String? {
            for entry in recent where entry.key == key { return entry.path }
            return byKey[key]
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
}
