import Foundation

// The workspace's memory of paths it was given: resolved paths (until the next flush), how
// status lines show them, and the files edits named lately. Given paths are told apart by their
// bytes, as the file system tells them apart: String's `==` and hashing take "é" and "e\u{301}"
// as one string, which would hand one file's resolution or display to the other.

extension String {
    /// Byte-for-byte equality, the lengths compared first.
    func hasSameUTF8(as other: String) -> Bool {
        let count = utf8.count
        guard count == other.utf8.count else { return false }
        guard count > 0 else { return true }
        // In place (no copies of the strings, which cost more than the comparison); a string
        // without contiguous UTF-8 (bridged) is compared byte by byte.
        let same = utf8.withContiguousStorageIfAvailable { x in
            other.utf8.withContiguousStorageIfAvailable { y in
                x.baseAddress == y.baseAddress || memcmp(x.baseAddress!, y.baseAddress!, count) == 0
            }
        }
        if let outer = same, let inner = outer { return inner }
        return utf8.elementsEqual(other.utf8)
    }

    /// Whether every byte is ASCII: such strings are equal (and hash equal) only when their bytes are.
    var isASCIIOnly: Bool {
        var text = self
        return text.withUTF8 { $0.allSatisfy { $0 < 0x80 } }
    }
}

extension Workspace {
    struct ResolvedPathKey {
        var directory: String
        var path: String
        var access: PathAccess

        func matches(_ given: String, from directory: String, access: PathAccess) -> Bool {
            self.access == access && path.hasSameUTF8(as: given) && self.directory.hasSameUTF8(as: directory)
        }
    }

    /// The resolved paths by key, the last few also in a short list: a run that edits the same
    /// two or three files per gem finds them there by comparing bytes, without hashing the key or
    /// copying its strings into one.
    struct ResolvedPaths {
        /// Keys all ASCII (`textKey`), so that the dictionary's equality is byte equality; other
        /// keys only stay in `recent`. A dictionary of a key type of its own cost the run a third
        /// of a million instructions the first time it grew (the runtime finding the key's
        /// Hashable conformance among all of the program's), String keys nothing.
        private var byKey: [String: String] = [:]
        private var recent: [(key: ResolvedPathKey, path: String)] = []
        private static let recentCount = 4

        func path(for given: String, from directory: String, access: PathAccess) -> String? {
            for index in recent.indices where recent[index].key.matches(given, from: directory, access: access) {
                return recent[index].path
            }
            guard !byKey.isEmpty else { return nil }
            return Self.textKey(ResolvedPathKey(directory: directory, path: given, access: access)).flatMap { byKey[$0] }
        }

        /// The key as one String: the access, the directory and the path, each part ended by a NUL,
        /// which only the path can hold (a path with one is refused), so no two keys give one text.
        /// nil for a key beyond ASCII.
        private static func textKey(_ key: ResolvedPathKey) -> String? {
            let text = key.access.rawValue + "\u{0}" + key.directory + "\u{0}" + key.path
            return text.isASCIIOnly ? text : nil
        }

        mutating func remember(_ path: String, for key: ResolvedPathKey) {
            if let text = Self.textKey(key) { byKey[text] = path }
            if recent.count == Self.recentCount { recent.removeFirst() }
            recent.append((key, path))
        }

        /// The files edits named lately, which name their resolved paths.
        var editTargets = RecentEditTargets()

        mutating func removeAll() {
            byKey.removeAll()
            recent.removeAll()
            editTargets.removeAll()
        }
    }

    /// How status lines show the last few paths given (`display`), by the path and the directory
    /// it was given in. Lexical, so nothing on disk changes it, and a flush leaves it be.
    struct RecentDisplays {
        private var recent: [(directory: String, given: String, display: String)] = []
        private static let recentCount = 4

        func display(of given: String, from directory: String) -> String? {
            for index in recent.indices
            where recent[index].given.hasSameUTF8(as: given) && recent[index].directory.hasSameUTF8(as: directory) {
                return recent[index].display
            }
            return nil
        }

        mutating func remember(_ display: String, of given: String, from directory: String) {
            if recent.count == Self.recentCount { recent.removeFirst() }
            recent.append((directory, given, display))
        }
    }

    /// One file an edit named (`editTarget`): the path as given and where it was given, what it
    /// resolved to, how status lines show it, and its entry as `entries` had it at `generation`.
    struct EditTarget {
        let directory: String
        let given: String
        let path: String
        let display: String
        var entry: FileEntry?
        var generation: Int
        /// `given`'s bytes, which each look-up compares with the path it is given.
        let givenBytes: [UInt8]

        init(directory: String, given: String, path: String, display: String, entry: FileEntry?, generation: Int) {
            self.directory = directory
            self.given = given
            self.path = path
            self.display = display
            self.entry = entry
            self.generation = generation
            givenBytes = Array(given.utf8)
        }
    }

    /// The last few edit targets. Emptied with the resolved paths (a flush, a rollback, a new
    /// link), since the path is one of them.
    struct RecentEditTargets {
        private(set) var targets: [EditTarget] = []
        private static let recentCount = 4

        func index(of given: String, from directory: String) -> Int? {
            // The given path's bytes are fetched once and compared with each target's own copy; a
            // path without contiguous UTF-8 (bridged) is made native first.
            if let found = given.utf8.withContiguousStorageIfAvailable({ index(ofBytes: $0, from: directory) }) {
                return found
            }
            var native = given
            return native.withUTF8 { index(ofBytes: $0, from: directory) }
        }

        private func index(ofBytes bytes: UnsafeBufferPointer<UInt8>, from directory: String) -> Int? {
            for index in targets.indices where targets[index].givenBytes.count == bytes.count {
                let same = targets[index].givenBytes.withUnsafeBufferPointer { stored in
                    bytes.isEmpty || memcmp(stored.baseAddress!, bytes.baseAddress!, bytes.count) == 0
                }
                if same && targets[index].directory.hasSameUTF8(as: directory) { return index }
            }
            return nil
        }

        mutating func update(_ index: Int, entry: FileEntry?, generation: Int) {
            targets[index].entry = entry
            targets[index].generation = generation
        }

        mutating func remember(_ target: EditTarget) {
            if targets.count == Self.recentCount { targets.removeFirst() }
            targets.append(target)
        }

        mutating func removeAll() {
            if !targets.isEmpty { targets.removeAll() }
        }
    }
}
