import Foundation
import XCTest

/// Every file of the public Rails template repositories in the shared corpus that real Ruby parses
/// parses with `bootstrap check --syntax-only`, whatever its name (a `Gemfile`, a `.rake` or `.tt`
/// file, a binary file Ruby reads as an empty program). With Ruby on PATH it says which files those
/// are; without it, the `.rb` files outside `lib/templates/` (Rails generator templates, ERB that
/// renders Ruby) stand for them. The corpus lives beside the checkout (`../shared/corpus`); without
/// it the test is skipped with a note saying so. Each snapshot is unpacked to a temporary folder,
/// never into the project.
final class CorpusSyntaxTests: XCTestCase {
    /// `BOOTSTRAP_CORPUS` names the corpus folder for a checkout that is not beside it (a git worktree).
    static let snapshots = ProcessInfo.processInfo.environment["BOOTSTRAP_CORPUS"].map {
        URL(fileURLWithPath: $0).appendingPathComponent("snapshots")
    } ?? BootstrapProcess.repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/snapshots")

    func testEveryCorpusRubyFileParses() throws {
        let manager = FileManager.default
        guard let archives = try? manager.contentsOfDirectory(atPath: Self.snapshots.path).filter({ $0.hasSuffix(".tar.gz") }),
              !archives.isEmpty else {
            throw XCTSkip("no template corpus at \(Self.snapshots.path) (../shared/corpus beside the checkout)")
        }
        let work = manager.temporaryDirectory.appendingPathComponent("corpus-syntax-\(UUID().uuidString)")
        try manager.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? manager.removeItem(at: work) }
        var files: [String] = []
        var all: [String] = []
        for archive in archives.sorted() {
            let folder = work.appendingPathComponent(archive)
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
            let untar = Process()
            untar.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            untar.arguments = ["tar", "-xzf", Self.snapshots.appendingPathComponent(archive).path, "-C", folder.path]
            try untar.run()
            untar.waitUntilExit()
            XCTAssertEqual(untar.terminationStatus, 0, "cannot unpack \(archive)")
            let walker = manager.enumerator(atPath: folder.path)
            while let path = walker?.nextObject() as? String {
                var isDirectory: ObjCBool = false
                let full = folder.appendingPathComponent(path).path
                guard manager.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
                all.append(full)
                // `lib/templates/**.rb` are mostly Rails generator templates: ERB that renders Ruby, not Ruby.
                if path.hasSuffix(".rb"), !path.contains("lib/templates/") { files.append(full) }
            }
        }
        if let parsedByRuby = try Self.filesRubyParses(all, in: work) {
            XCTAssertGreaterThan(parsedByRuby.count, files.count, "Ruby parses more than the .rb files")
            files = parsedByRuby
        }
        XCTAssertGreaterThan(files.count, 400, "the corpus should hold the ~466 Ruby files of its snapshots")
        var failures: [String] = []
        // In batches, so one process checks many files and a failure names its file.
        for start in stride(from: 0, to: files.count, by: 50) {
            let batch = Array(files[start..<min(start + 50, files.count)])
            let result = try BootstrapProcess.run(["check", "--syntax-only"] + batch, in: work)
            if result.status != 0 {
                failures += (result.stdout + result.stderr).split(separator: "\n").filter { $0.contains(": ") && $0.contains(".rb:") }
                    .map { String($0).replacingOccurrences(of: work.path + "/", with: "") }
            }
        }
        print("corpus syntax: \(files.count - Set(failures.map { $0.components(separatedBy: ".rb:")[0] }).count) of \(files.count) files parse")
        XCTAssertEqual(failures, [], "corpus files that do not parse")
    }

    /// The files real Ruby parses (as `ruby -c`, one process for all of them); nil without Ruby.
    static func filesRubyParses(_ files: [String], in folder: URL) throws -> [String]? {
        let list = folder.appendingPathComponent("all-files.txt")
        try files.joined(separator: "\n").write(to: list, atomically: true, encoding: .utf8)
        let script = "$VERBOSE = nil; File.readlines(ARGV[0], chomp: true).each { |f| " +
            "begin; RubyVM::InstructionSequence.compile_file(f); puts f; rescue SyntaxError, StandardError; end }"
        let result: BootstrapProcess.Result
        do { result = try BootstrapProcess.run(["ruby", "-e", script, list.path], in: folder, executable: "/usr/bin/env") } catch { return nil }
        guard result.status == 0 else { return nil }
        return result.stdout.split(separator: "\n").map(String.init)
    }
}
