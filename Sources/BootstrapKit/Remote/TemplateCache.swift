import Foundation

/// `$XDG_CACHE_HOME/bootstrap` (default `~/.cache/bootstrap`):
///
/// - `repos/<name>.git`: one bare mirror per repository (`git clone --mirror`);
/// - `checkouts/<name>/<commit>/`: the files of one commit, made once and reused;
/// - `files/<name>/<file>`: single files downloaded over http(s).
///
/// Every entry is made in a temporary folder beside it and renamed into place, so an interrupted
/// fetch never leaves a half-made entry that a later run would trust.
public struct TemplateCache {
    public let root: URL

    public init(_ options: RemoteOptions) {
        root = options.xdgFolder("XDG_CACHE_HOME", fallback: ".cache").appendingPathComponent("bootstrap")
    }

    var repositories: URL { root.appendingPathComponent("repos") }
    var checkouts: URL { root.appendingPathComponent("checkouts") }
    var files: URL { root.appendingPathComponent("files") }

    func mirror(for url: String) -> URL { repositories.appendingPathComponent(Self.entryName(url) + ".git") }
    func checkout(for url: String, commit: String) -> URL {
        checkouts.appendingPathComponent(Self.entryName(url)).appendingPathComponent(commit)
    }
    func file(for url: String) -> URL {
        let name = URL(string: url)?.lastPathComponent ?? "file"
        return files.appendingPathComponent(Self.entryName(url)).appendingPathComponent(name.isEmpty ? "file" : name)
    }

    /// A readable, unique folder name for a URL: its host and path as letters, digits and dashes,
    /// then a hash of the whole normalized URL (two URLs that read alike still differ).
    static func entryName(_ url: String) -> String {
        let normalized = URLNormalization.normalize(url)
        let withoutScheme = normalized.range(of: "://").map { String(normalized[$0.upperBound...]) } ?? normalized
        var readable = ""
        for scalar in withoutScheme.unicodeScalars {
            let keep = (scalar.isASCII && CharacterSet.alphanumerics.contains(scalar)) || scalar == "." || scalar == "_"
            let piece = keep ? String(scalar) : "-"
            if piece == "-", readable.hasSuffix("-") { continue }
            readable += piece
        }
        readable = String(readable.trimmingCharacters(in: CharacterSet(charactersIn: "-.")).prefix(60))
        return readable + "-" + String(fnv1a(normalized), radix: 16)
    }

    /// FNV-1a, 64 bits: a stable name, not a security boundary (the cache is the user's own folder).
    private static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
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
        for name in ((try? fileManager.contentsOfDirectory(atPath: repositories.path)) ?? []).sorted() where !name.hasPrefix(".") {
            let folder = repositories.appendingPathComponent(name)
            let origin = (try? GitProcess.run(
                ["--git-dir", folder.path, "config", "--get", "remote.origin.url"], in: .cache, directory: folder,
                environment: environment))?.outputText
            let checkoutFolder = checkouts.appendingPathComponent(String(name.dropLast(4)))
            entries.append(Entry(
                kind: "repository", source: origin ?? "?", path: folder,
                bytes: Self.size(of: folder) + Self.size(of: checkoutFolder)))
        }
        for name in ((try? fileManager.contentsOfDirectory(atPath: files.path)) ?? []).sorted() where !name.hasPrefix(".") {
            let folder = files.appendingPathComponent(name)
            let source = (try? String(contentsOf: folder.appendingPathComponent(Self.sourceRecord), encoding: .utf8))?
                .trimmingCharacters(in: .whitespacesAndNewlines)
            entries.append(Entry(kind: "file", source: source ?? "?", path: folder, bytes: Self.size(of: folder)))
        }
        return entries
    }

    /// The name of the file beside a downloaded file that says where it came from.
    static let sourceRecord = ".source"

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
