import Foundation
import XCTest

/// Every Ruby file of the public Rails template repositories in the shared corpus parses with
/// `bootstrap check --syntax-only`. The corpus lives beside the checkout (`../shared/corpus`);
/// without it the test is skipped with a note saying so. Each snapshot is unpacked to a temporary
/// folder, never into the project.
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
                // `lib/templates/**.rb` are Rails generator templates: ERB that renders Ruby, not Ruby (Ruby refuses them too).
                if path.hasSuffix(".rb"), !path.contains("lib/templates/") { files.append(folder.appendingPathComponent(path).path) }
            }
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
}
