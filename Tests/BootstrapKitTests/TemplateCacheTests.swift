import Foundation
import XCTest

@testable import BootstrapKit

/// The cache as one door: entries named by a SHA-256 digest of the normalized URL, a cached file
/// read only when its entry records the URL asked for, storing that replaces only its own entry,
/// and older layouts never read.
final class TemplateCacheTests: XCTestCase {
    private var scratch: ModuleScratch!
    private var folder: URL { scratch.url }

    override func setUpWithError() throws { scratch = try ModuleScratch() }

    /// The cache of a home of its own.
    private var options: RemoteOptions {
        var options = RemoteOptions()
        options.environment = ["HOME": folder.path, "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path]
        return options
    }

    private var cache: TemplateCache { TemplateCache(options) }

    /// FIPS 180-2's examples (appendix B) and, where `sha256sum` is installed, every length across
    /// the padding's block boundaries against it.
    func testSHA256() throws {
        XCTAssertEqual(SHA256.hex([UInt8]()), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(SHA256.hex("abc".utf8), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(
            SHA256.hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        XCTAssertEqual(
            SHA256.hex([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)),
            "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
        guard let tool = ["/usr/bin/sha256sum", "/bin/sha256sum"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            return
        }
        for length in [1, 55, 56, 57, 63, 64, 65, 119, 120, 128, 1000] {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            let file = folder.appendingPathComponent("input-\(length)")
            try Data(bytes).write(to: file)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: tool)
            process.arguments = [file.path]
            let out = Pipe()
            process.standardOutput = out
            try process.run()
            let said = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            XCTAssertEqual(SHA256.hex(bytes), String(said.prefix(64)), "length \(length)")
        }
    }

    /// No byte of the URL is in the entry's path: only 64 hex digits below the layout's folder,
    /// the same for every URL that normalizes alike.
    func testEntriesAreNamedByTheDigestOfTheNormalizedURL() throws {
        for url in [
            "http://h/..%2F..%2F..%2F.ssh%2Fauthorized_keys", "http://h/a%00b", "http://h/\u{1B}[2J", "http://h/%2e%2e/%2e%2e/x",
            "https://h/" + String(repeating: "a", count: 5000),
        ] {
            let entry = cache.fileEntry(for: url)
            XCTAssertEqual(entry.deletingLastPathComponent().path, cache.root.path + "/v2/files", url)
            XCTAssertTrue(entry.lastPathComponent.utf8.count == 64 && entry.lastPathComponent.allSatisfy { $0.isHexDigit }, url)
            XCTAssertEqual(cache.mirror(for: url).lastPathComponent, entry.lastPathComponent + ".git")
        }
        XCTAssertEqual(cache.fileEntry(for: "HTTP://H/team/../x.rb"), cache.fileEntry(for: "http://h/x.rb"))
        XCTAssertNotEqual(cache.fileEntry(for: "http://h/x.rb"), cache.fileEntry(for: "http://h/y.rb"))
        XCTAssertThrowsError(try cache.checkout(for: "http://h/r.git", commit: "../../.ssh"))
        XCTAssertThrowsError(try cache.checkout(for: "http://h/r.git", commit: "abc"))
        XCTAssertEqual(try cache.checkout(for: "http://h/r.git", commit: "0123456789abcdef").lastPathComponent, "0123456789abcdef")
        XCTAssertEqual(TemplateCache.fileName(for: "https://h/t/Template.RB?x=1"), "file.rb")
        XCTAssertEqual(TemplateCache.fileName(for: "https://h/t/config.yaml#frag"), "file.yaml")
        XCTAssertEqual(TemplateCache.fileName(for: "https://h/..%2F.ssh%2Fid_ed25519"), "file")
    }

    func testStoringReplacesOnlyItsOwnEntry() throws {
        let url = "https://example.com/t/template.rb"
        let neighbour = try cache.store(Data("neighbour\n".utf8), for: "https://example.com/other.rb")
        let first = try cache.store(Data("one\n".utf8), for: url)
        XCTAssertEqual(first.lastPathComponent, "file.rb")
        XCTAssertEqual(cache.cachedFile(for: url), first)
        XCTAssertEqual(cache.cachedFile(for: "https://EXAMPLE.com/t/x/../template.rb"), first)
        try cache.store(Data("two\n".utf8), for: url)
        XCTAssertEqual(FileManager.default.contents(atPath: first.path), Data("two\n".utf8))
        XCTAssertEqual(FileManager.default.contents(atPath: neighbour.path), Data("neighbour\n".utf8))
        let names = try FileManager.default.contentsOfDirectory(atPath: cache.files.path).sorted()
        XCTAssertEqual(names.count, 2, "no staging or old entry left: \(names)")
        XCTAssertEqual(cache.entries(environment: [:]).map(\.source).sorted(), ["https://example.com/other.rb", url].sorted())
    }

    /// An entry is read only when it is what it claims: a folder, not a link, recording this URL,
    /// holding the file as a plain file.
    func testACachedFileIsReadOnlyThroughItsOwnRecord() throws {
        let url = "https://example.com/a.rb"
        let file = try cache.store(Data("a\n".utf8), for: url)
        let record = file.deletingLastPathComponent().appendingPathComponent("source")

        try Data("https://example.com/b.rb\n".utf8).write(to: record)
        XCTAssertNil(cache.cachedFile(for: url), "an entry recording another URL")
        try Data((url + "\n").utf8).write(to: record)
        XCTAssertEqual(cache.cachedFile(for: url), file)

        let secret = folder.appendingPathComponent("secret")
        try Data("secret\n".utf8).write(to: secret)
        try FileManager.default.removeItem(at: file)
        try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: secret.path)
        XCTAssertNil(cache.cachedFile(for: url), "a file that is a link")

        let entry = file.deletingLastPathComponent()
        try FileManager.default.removeItem(at: entry)
        let elsewhere = folder.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try Data((url + "\n").utf8).write(to: elsewhere.appendingPathComponent("source"))
        try Data("x\n".utf8).write(to: elsewhere.appendingPathComponent("file.rb"))
        try FileManager.default.createSymbolicLink(atPath: entry.path, withDestinationPath: elsewhere.path)
        XCTAssertNil(cache.cachedFile(for: url), "an entry that is a link")
        // Storing again replaces the link itself, never what it points at.
        try cache.store(Data("fresh\n".utf8), for: url)
        XCTAssertEqual(FileManager.default.contents(atPath: elsewhere.appendingPathComponent("file.rb").path), Data("x\n".utf8))
        XCTAssertEqual(cache.cachedFile(for: url).flatMap { FileManager.default.contents(atPath: $0.path) }, Data("fresh\n".utf8))
    }

    /// Entries of the layout before the digest names (`files/NAME/FILE` beside `v2/`) are never
    /// read; `cache list` says they are there and `clean` removes them.
    func testAnOlderLayoutIsIgnored() throws {
        let url = "https://example.com/t.rb"
        let old = cache.root.appendingPathComponent("files/example.com-t.rb-1234")
        try FileManager.default.createDirectory(at: old, withIntermediateDirectories: true)
        try Data("raise 'old'\n".utf8).write(to: old.appendingPathComponent("t.rb"))
        try Data((url + "\n").utf8).write(to: old.appendingPathComponent(".source"))
        XCTAssertNil(cache.cachedFile(for: url))
        XCTAssertTrue(cache.entries(environment: [:]).isEmpty)
        XCTAssertTrue(cache.hasOlderLayout)
        var lines: [String] = []
        XCTAssertEqual(CacheCommand(options: options) { lines.append($0) }.run("list"), .success)
        XCTAssertTrue(lines.first?.hasPrefix("older entries in \(cache.root.path)") == true, "\(lines)")
        XCTAssertEqual(CacheCommand(options: options) { _ in }.run("clean"), .success)
        XCTAssertFalse(cache.hasOlderLayout)
    }

    /// `cache list` shows a URL with its control characters, spaces and non-ASCII bytes
    /// percent-encoded: a recorded URL cannot move the cursor or pass for another.
    func testCacheListEscapesTheURL() throws {
        let url = "https://example.com/a\u{1B}[2J\r b\u{7F}é.rb"
        try cache.store(Data("x\n".utf8), for: url)
        XCTAssertEqual(cache.entries(environment: [:]).map(\.source), ["https://example.com/a%1B[2J%0D%20b%7F%C3%A9.rb"])
        XCTAssertEqual(TemplateCache.shown("http://h/ok?a=1&b=%2F"), "http://h/ok?a=1&b=%2F")
    }
}
