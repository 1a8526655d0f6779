import Foundation

/// `$XDG_CACHE_HOME/bootstrap` (default `~/.cache/bootstrap`), the one door to the cache: every
/// entry's path is made here, from a SHA-256 digest of the normalized URL and nothing else, so no
/// byte of a URL ever becomes a path component (`..%2F..%2F.ssh` is as harmless as any name).
///
/// - `v2/repos/<digest>.git`: one bare mirror per repository (`git clone --mirror`);
/// - `v2/checkouts/<digest>/<commit>/`: the files of one commit, made once and reused;
/// - `v2/files/<digest>/`: one file downloaded over http(s), as `file` (`file.rb`, `file.yml`,
///   `file.yaml` when the URL names one, so a template keeps its kind), and `source`, the URL.
///
/// Every entry is made in a temporary folder beside it and renamed into place, so an interrupted
/// fetch never leaves a half-made entry; storing a file replaces its own entry folder and nothing
/// else. A cached file is read only when its entry says it came from the URL asked for. Folders
/// of older layouts (`repos/`, `checkouts/`, `files/` beside `v2/`) are never read again.
public struct TemplateCache {
    public let root: URL

    public init(_ options: RemoteOptions) {
        root = options.xdgFolder("XDG_CACHE_HOME", fallback: ".cache").appendingPathComponent("bootstrap")
    }

    /// The folder of the current layout.
    var current: URL { root.appendingPathComponent("v2") }
    var repositories: URL { current.appendingPathComponent("repos") }
    var checkouts: URL { current.appendingPathComponent("checkouts") }
    var files: URL { current.appendingPathComponent("files") }

    /// The entry name of a URL: 64 hexadecimal digits.
    static func entryName(_ url: String) -> String {
        SHA256.hex(URLNormalization.normalize(url).utf8)
    }

    func mirror(for url: String) -> URL { repositories.appendingPathComponent(Self.entryName(url) + ".git") }

    /// The checkout of `commit` (git's full name of it: hexadecimal digits, nothing else).
    func checkout(for url: String, commit: String) throws -> URL {
        guard (7...64).contains(commit.utf8.count), commit.utf8.allSatisfy({ Self.isHexDigit($0) }) else {
            throw FetchError("git named the commit '\(commit)', which is not a commit name")
        }
        return checkouts.appendingPathComponent(Self.entryName(url)).appendingPathComponent(commit)
    }

    func fileEntry(for url: String) -> URL { files.appendingPathComponent(Self.entryName(url)) }

    /// The name of the file in an entry: `file`, with the URL's extension when it names a template.
    static func fileName(for url: String) -> String {
        var path = Substring(url)
        if let cut = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = path[..<cut] }
        let lower = path.lowercased()
        return [".rb", ".yml", ".yaml"].first { lower.hasSuffix($0) }.map { "file" + $0 } ?? "file"
    }

    /// The name of the file in an entry that says which URL it holds.
    static let sourceRecord = "source"

    /// The cached copy of `url`'s file, nil when there is none: the entry must be a folder (not a
    /// link), record this URL (in its normalized form) and hold the file as a plain file.
    func cachedFile(for url: String) -> URL? {
        let entry = fileEntry(for: url)
        guard Self.isPlain(entry.path, type: S_IFDIR) else { return nil }
        let record = entry.appendingPathComponent(Self.sourceRecord)
        guard Self.isPlain(record.path, type: S_IFREG), let data = FileManager.default.contents(atPath: record.path),
              data.last == UInt8(ascii: "\n"), let recorded = String(data: data.dropLast(), encoding: .utf8),
              URLNormalization.normalize(recorded) == URLNormalization.normalize(url)
        else { return nil }
        let file = entry.appendingPathComponent(Self.fileName(for: url))
        return Self.isPlain(file.path, type: S_IFREG) ? file : nil
    }

    /// Writes a downloaded file into its entry, replacing an older download of the same URL, with
    /// the URL beside it. Returns the file's path.
    @discardableResult
    func store(_ data: Data, for url: String) throws -> URL {
        let entry = fileEntry(for: url)
        let staging = try Self.staging(beside: entry)
        defer { try? FileManager.default.removeItem(at: staging) }
        let name = Self.fileName(for: url)
        try data.write(to: staging.appendingPathComponent(name))
        try Data((url + "\n").utf8).write(to: staging.appendingPathComponent(Self.sourceRecord))
        try Self.replace(entry, with: staging)
        return entry.appendingPathComponent(name)
    }

    /// A fresh temporary folder inside `folder`'s parent, for an entry that is renamed into place.
    static func staging(beside folder: URL) throws -> URL {
        let parent = folder.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        let temporary = parent.appendingPathComponent(".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: false)
        return temporary
    }

    /// Moves a finished entry into place; when another run made the same entry meanwhile, its copy stays.
    static func install(_ temporary: URL, at final: URL) throws {
        let fileManager = FileManager.default
        if fileManager.fileExists(atPath: final.path) {
            try? fileManager.removeItem(at: temporary)
            return
        }
        try fileManager.moveItem(at: temporary, to: final)
    }

    /// Puts `temporary` in the place of `entry`: the old entry is first renamed aside in the same
    /// folder (so only it is ever removed, and a reader sees the old entry or the new one), then
    /// removed without following links.
    private static func replace(_ entry: URL, with temporary: URL) throws {
        var info = stat()
        guard lstat(entry.path, &info) == 0 else { return try FileManager.default.moveItem(at: temporary, to: entry) }
        let aside = entry.deletingLastPathComponent().appendingPathComponent(".old-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        guard rename(entry.path, aside.path) == 0 else { throw FetchError("cannot replace the cache entry \(entry.path)") }
        defer { try? FileManager.default.removeItem(at: aside) }
        guard rename(temporary.path, entry.path) == 0 else { throw FetchError("cannot write the cache entry \(entry.path)") }
    }

    /// Whether `path` is, without following a link, of `type` (S_IFDIR, S_IFREG).
    private static func isPlain(_ path: String, type: mode_t) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == type
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
    }

    /// A URL as `cache list` shows it: every byte that is not printable
    /// ASCII (controls, space, DEL, beyond ASCII) percent-encoded, so a URL can neither move the
    /// cursor nor pass for another.
    static func shown(_ url: String) -> String {
        var out = ""
        for byte in url.utf8 {
            if byte > 0x20 && byte < 0x7F {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                out += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return out
    }

    // MARK: - `bootstrap cache list` / `clean`

    public struct Entry {
        public var kind: String
        public var source: String
        public var path: URL
        public var bytes: Int
    }

    /// The repositories and files in the cache, with the URL each came from.
    public func entries(environment: [String: String]) -> [Entry] {
        let fileManager = FileManager.default
        var entries: [Entry] = []
        for name in ((try? fileManager.contentsOfDirectory(atPath: repositories.path)) ?? []).sorted()
        where !name.hasPrefix(".") && name.hasSuffix(".git") {
            let folder = repositories.appendingPathComponent(name)
            let origin = (try? GitProcess.run(
                ["--git-dir", folder.path, "config", "--get", "remote.origin.url"], in: .cache, directory: folder,
                environment: environment))?.outputText
            let checkoutFolder = checkouts.appendingPathComponent(String(name.dropLast(4)))
            entries.append(Entry(
                kind: "repository", source: origin.map(Self.shown) ?? "?", path: folder,
                bytes: Self.size(of: folder) + Self.size(of: checkoutFolder)))
        }
        for name in ((try? fileManager.contentsOfDirectory(atPath: files.path)) ?? []).sorted() where !name.hasPrefix(".") {
            let folder = files.appendingPathComponent(name)
            let source = (try? String(contentsOf: folder.appendingPathComponent(Self.sourceRecord), encoding: .utf8))?
                .trimmingCharacters(in: .whitespacesAndNewlines)
            entries.append(Entry(kind: "file", source: source.map(Self.shown) ?? "?", path: folder, bytes: Self.size(of: folder)))
        }
        return entries
    }

    /// Whether folders of an older cache layout are beside the current one (never read; `clean`
    /// removes them).
    public var hasOlderLayout: Bool {
        ["repos", "checkouts", "files"].contains { FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path) }
    }

    /// Removes the whole cache; returns whether there was one.
    @discardableResult
    public func clean() throws -> Bool {
        guard FileManager.default.fileExists(atPath: root.path) else { return false }
        try FileManager.default.removeItem(at: root)
        return true
    }

    static func size(of folder: URL) -> Int {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.fileSizeKey]) else { return 0 }
        var total = 0
        for case let url as URL in walker {
            total += (try? url.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0
        }
        return total
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { count >= width ? self : String(repeating: "0", count: width - count) + self }
}
