import Foundation

/// What a `-m` argument names, read from its form alone:
/// - a git repository: `gh:OWNER/REPO`, `gl:OWNER/REPO`, an `https://` or `http://` URL not ending
///   in `.rb`/`.yml`/`.yaml`, `ssh://…`, `git://…`, `git@host:path`, `file://PATH`;
/// - a single file over http(s) ending in `.rb` (a Rails-style template) or `.yml`/`.yaml` (a config);
/// - anything else is a local path.
public enum TemplateSource: Equatable {
    case local(String)
    case repository(String)
    case file(String)

    public static func classify(_ argument: String) -> TemplateSource {
        for (shortcut, host) in [("gh:", "https://github.com/"), ("gl:", "https://gitlab.com/")] where argument.hasPrefix(shortcut) {
            let path = argument.dropFirst(shortcut.count)
            return .repository(host + path + (path.hasSuffix(".git") ? "" : ".git"))
        }
        if let (scheme, _) = URLNormalization.splitScheme(argument) {
            switch scheme {
            case "http", "https": return isSingleFile(argument) ? .file(argument) : .repository(argument)
            case "ssh", "git", "git+ssh", "file": return .repository(argument)
            default: return .local(argument)
            }
        }
        if isSCPStyle(argument) { return .repository(argument) }
        return .local(argument)
    }

    /// `git@host:path`, the form `^[A-Za-z0-9._-]+@[A-Za-z0-9.-]+:` describes: a user, `@`, a host,
    /// `:`. Read byte by byte: compiling that regular expression cost more than every other step of
    /// resolving a local template together.
    static func isSCPStyle(_ argument: String) -> Bool {
        func isHostByte(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "."), UInt8(ascii: "-"): return true
            default: return false
            }
        }
        var bytes = argument.utf8.makeIterator()
        var userLength = 0
        while let byte = bytes.next() {
            if byte == UInt8(ascii: "@") { break }
            guard isHostByte(byte) || byte == UInt8(ascii: "_") else { return false }
            userLength += 1
        }
        guard userLength > 0 else { return false }
        var hostLength = 0
        while let byte = bytes.next() {
            if byte == UInt8(ascii: ":") { return hostLength > 0 }
            guard isHostByte(byte) else { return false }
            hostLength += 1
        }
        return false
    }

    /// An http(s) URL whose path (query and fragment aside) ends in `.rb`, `.yml` or `.yaml`.
    static func isSingleFile(_ url: String) -> Bool {
        var path = Substring(url)
        if let cut = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = path[..<cut] }
        let lower = path.lowercased()
        return [".rb", ".yml", ".yaml"].contains { lower.hasSuffix($0) }
    }

    /// A local path named by a rewrite's result or a `file://` URL (percent-decoded), nil for other URLs.
    static func localPath(_ target: String) -> String? {
        if target.hasPrefix("/") { return target }
        guard let (scheme, rest) = URLNormalization.splitScheme(target), scheme == "file" else { return nil }
        // file:///p and file://localhost/p; any other host is not a local path.
        var path = Substring(rest)
        if path.hasPrefix("localhost/") { path = path.dropFirst("localhost".count) }
        guard path.hasPrefix("/") else { return nil }
        return String(path).removingPercentEncoding ?? String(path)
    }

    /// Whether a local folder is a git repository, bare or with a work tree.
    static func isGitRepository(_ path: String) -> Bool {
        let fileManager = FileManager.default
        if fileManager.fileExists(atPath: path + "/.git") { return true }
        return fileManager.fileExists(atPath: path + "/HEAD") && fileManager.fileExists(atPath: path + "/objects")
    }
}

/// Where a template came from, as `.bootstrap.yml` records it and trust is decided on.
public struct TemplateOrigin: Sendable, Equatable {
    /// The `-m` argument as given (nil for the built-in template).
    public var source: String?
    /// The source's URL, normalized (`file://` of the absolute path for a local template).
    public var url: String?
    /// The tag, branch or commit asked for or defaulted to (nil for a folder that is no repository).
    public var ref: String?
    /// The commit the ref resolved to.
    public var commit: String?
    /// The version the commit is (`update`'s migrations are chosen by it): the ref when it is a
    /// version tag, else the newest version tag the commit contains; nil when there is none, or
    /// when it was not asked for (`RemoteOptions.findsVersion`).
    public var version: String?
    public var subdir: String?
    /// The user configuration trusts the source: its commands run without asking.
    public var trusted = false
    /// The built-in template's name (`ios-viper`) when the template is one (`source` is nil).
    public var builtin: String?

    public init(source: String?, url: String? = nil, ref: String? = nil, commit: String? = nil, subdir: String? = nil, trusted: Bool = false) {
        self.source = source
        self.url = url
        self.ref = ref
        self.commit = commit
        self.subdir = subdir
        self.trusted = trusted
    }

    /// The origin of the built-in template `name`: no source, no versions.
    public init(builtin name: String) {
        self.init(source: nil)
        builtin = name
    }
}
