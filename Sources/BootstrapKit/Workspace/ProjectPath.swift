import Diagnostics
import Foundation
import RunnerLanguage

/// What an action wants to do with a path; named in a refusal (`refusing to write '…'`).
public enum PathAccess: String, Sendable {
    case read, write, remove, chmod, enter, link
}

/// Confinement (docs/safety.md): turns a path a template gave into a path relative to a root folder,
/// refusing anything that would reach outside it — an absolute path elsewhere, `..` climbing
/// out, or a symbolic link (existing on disk now, whoever made it) that points outside.
///
/// One per root: the project (`init(root:)`), and the template folder (`templateFolder`), which also
/// keeps credentials and, for a template sitting in the home folder, everything beside the
/// template from the template's reads (`TemplateShield`).
public struct PathConfinement: Sendable {
    /// The root as given, standardized.
    public let root: String
    /// The root with its own symbolic links resolved, to compare link targets against.
    public let realRoot: String
    /// How refusals name the root: "the project", "the template folder".
    let rootName: String
    /// What a template folder keeps from reads though inside it; nil for the project.
    let shield: TemplateShield?
    /// Links followed before giving up: a link cycle is refused instead of looping.
    static let maximumLinkHops = 40

    /// The project folder's confinement.
    public init(root rootURL: URL) {
        self.init(root: rootURL, rootName: "the project", shield: nil)
    }

    init(root rootURL: URL, rootName: String, shield: TemplateShield?) {
        root = rootURL.standardizedFile.path
        realRoot = Self.realPath(root)
        self.rootName = rootName
        self.shield = shield
    }

    /// `path` (relative to `directory`, itself root-relative) as a root-relative path with every
    /// symbolic link resolved ("" is the root itself). Throws `refused-path` when it leaves the root,
    /// holds a NUL byte, or names what the shield keeps; the refusal names the path `shownAs`
    /// (default: `path` as given).
    public func resolve(
        _ path: String, from directory: String, access: PathAccess, at location: SourceLocation?, shownAs: String? = nil
    ) throws -> String {
        let shown = shownAs ?? path
        let refusal = WorkspaceError.refusedPath(shown, access: access, at: location, because: "it is outside \(rootName)")
        guard !path.utf8.contains(0) else {
            throw WorkspaceError.refusedPath(shown, access: access, at: location, because: "a path cannot hold a NUL byte")
        }
        var components: [String]
        if path.hasPrefix("/") {
            // An absolute path is only accepted when it names something inside the project
            // (`"#{destination_root}/x"`); anything else is refused outright.
            guard let inside = Self.relative(Self.normalize(path), to: root) ?? Self.relative(Self.normalize(path), to: realRoot)
            else { throw refusal }
            components = Self.split(inside)
        } else {
            components = Self.split(directory) + Self.split(path)
        }
        guard let lexical = Self.collapse(components) else { throw refusal }
        // Walk the real file system component by component, following links as the kernel would.
        var resolved: [String] = []
        var pending = lexical
        var hops = 0
        while !pending.isEmpty {
            let name = pending.removeFirst()
            if name == ".." {
                guard !resolved.isEmpty else { throw refusal }
                resolved.removeLast()
                continue
            }
            let absolute = realRoot + "/" + (resolved + [name]).joined(separator: "/")
            // Removing a link removes the link itself, wherever it points: the last component
            // of a removal is not followed.
            let isLastOfRemoval = access == .remove && pending.isEmpty
            guard !isLastOfRemoval, let target = Self.linkTarget(absolute) else {
                resolved.append(name)
                continue
            }
            hops += 1
            guard hops <= Self.maximumLinkHops else { throw refusal }
            if target.hasPrefix("/") {
                guard let inside = Self.relative(Self.normalize(target), to: realRoot) else { throw refusal }
                resolved = []
                pending = Self.split(inside) + pending
            } else {
                pending = Self.split(target) + pending
            }
        }
        let result = resolved.joined(separator: "/")
        if let reason = shieldRefusal(of: resolved, joined: result) {
            throw WorkspaceError.refusedPath(shown, access: access, at: location, because: reason)
        }
        return result
    }

    /// Why the resolved root-relative path `components` is refused though inside the root: the
    /// template folder's shield, and for the project, git's own folder; nil when it is not.
    func shieldRefusal(of components: [String], joined: String) -> String? {
        if let shield { return shield.refusal(of: components, joined: joined) }
        for component in components where TemplateShield.isGitFolder(component) {
            return "'\(component)' is git's own folder, which only git commands may change (with consent)"
        }
        return nil
    }

    /// The lexical form of `path` relative to the root, for status lines: no link resolution,
    /// as Thor shows `relative_to_original_destination_root(File.expand_path(path))`.
    public func display(_ path: String, from directory: String) -> String {
        if path.hasPrefix("/") {
            let normal = Self.normalize(path)
            return Self.relative(normal, to: root) ?? normal
        }
        // Names joined by single slashes, with no `.` or `..`, are their own collapsed form: the
        // usual case (`README.md` from the root) needs no splitting and joining.
        if !path.isEmpty, Self.isCollapsedASCII(path), Self.isCollapsedASCII(directory) {
            return directory.isEmpty ? path : directory + "/" + path
        }
        guard let parts = Self.collapse(Self.split(directory) + Self.split(path)) else { return path }
        return parts.joined(separator: "/")
    }

    /// Whether `path` is ASCII names joined by single slashes, none of them `.` or `..` (the empty
    /// path is). Such a path splits into exactly its names and collapses to itself.
    static func isCollapsedASCII(_ path: String) -> Bool {
        var nameLength = 0
        var dots = 0
        for b in path.utf8 {
            if b >= 0x80 { return false }
            if b == UInt8(ascii: "/") {
                if nameLength == 0 || (nameLength == dots && dots <= 2) { return false }
                nameLength = 0
                dots = 0
            } else {
                nameLength += 1
                if b == UInt8(ascii: ".") { dots += 1 }
            }
        }
        if path.utf8.isEmpty { return true }
        return nameLength > 0 && !(nameLength == dots && dots <= 2)
    }

    // MARK: - Helpers

    static func split(_ path: String) -> [String] {
        // An ASCII path (nearly every one) is cut on its bytes: splitting by Character costs
        // grapheme breaking, four fifths of showing a path in a status line. Beyond ASCII a "/"
        // followed by a combining mark is one Character that does not split, so those keep it.
        guard path.utf8.allSatisfy({ $0 < 0x80 }) else {
            return path.split(separator: "/", omittingEmptySubsequences: true).map(String.init).filter { $0 != "." }
        }
        var text = path
        return text.withUTF8 { bytes in
            var parts: [String] = []
            var start = 0
            for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: "/") {
                let length = index - start
                if length > 0, !(length == 1 && bytes[start] == UInt8(ascii: ".")) {
                    parts.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                }
                start = index + 1
            }
            return parts
        }
    }

    /// Applies `..` lexically; nil when it climbs above the start.
    static func collapse(_ components: [String]) -> [String]? {
        var out: [String] = []
        for c in components {
            if c == ".." {
                guard !out.isEmpty else { return nil }
                out.removeLast()
            } else if c != "." {
                out.append(c)
            }
        }
        return out
    }

    /// An absolute path with `.`/`..` applied (`..` at the top stays at `/`).
    static func normalize(_ absolute: String) -> String {
        var out: [String] = []
        for c in split(absolute) {
            if c == ".." { if !out.isEmpty { out.removeLast() } } else { out.append(c) }
        }
        return "/" + out.joined(separator: "/")
    }

    /// `path` relative to `base` ("" when equal), nil when it is not inside `base`.
    static func relative(_ path: String, to base: String) -> String? {
        if path == base { return "" }
        let prefix = base == "/" ? "/" : base + "/"
        guard path.hasPrefix(prefix) else { return nil }
        return String(path.dropFirst(prefix.count))
    }

    /// The target of a symbolic link, nil when `path` is not one (or does not exist).
    static func linkTarget(_ path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return nil }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    static func realPath(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return path }
        defer { free(real) }
        return String(cString: real)
    }
}
