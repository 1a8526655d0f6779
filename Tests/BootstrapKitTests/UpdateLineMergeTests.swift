import XCTest

@testable import BootstrapKit

/// The line merges of `bootstrap update` on their own: the finer three-way merge, the manifest
/// pass by dependency name, a conflict at the end of a file and `git status -z` parsing.
final class UpdateLineMergeTests: XCTestCase {
    private func lines(_ text: String) -> [String] { TextLines.split(text) }

    func testSplittingKeepsEveryByte() {
        for text in ["", "a", "a\n", "a\nb", "a\r\nb\n", "\n\n"] {
            XCTAssertEqual(TextLines.split(text).joined(), text)
        }
    }

    func testAChangeBesideAUsersLineIsNoConflictButTheSameLineIs() {
        let base = lines("x\na\ny\n")
        XCTAssertEqual(LineMerge.merge(base: base, ours: lines("x\na\nmine\ny\n"), theirs: lines("x\nA\ny\n"))?.joined(), "x\nA\nmine\ny\n")
        XCTAssertNil(LineMerge.merge(base: base, ours: lines("x\nmine\ny\n"), theirs: lines("x\nA\ny\n")))
        // Two different insertions at one place: their order is unknown, so a conflict.
        XCTAssertNil(LineMerge.merge(base: base, ours: lines("x\na\nmine\ny\n"), theirs: lines("x\na\ntheirs\ny\n")))
        // The same change on both sides is made once.
        XCTAssertEqual(LineMerge.merge(base: base, ours: lines("x\nA\ny\n"), theirs: lines("x\nA\ny\n"))?.joined(), "x\nA\ny\n")
    }

    func testAUsersLineInsideATemplateChangeCutsItByResemblance() {
        let base = lines("draw\n  get 'dropped'\n  get 'old_a'\nend\n")
        let ours = lines("draw\n  get 'dropped'\n  get 'mine'\n  get 'old_a'\nend\n")
        let theirs = lines("draw\n  get 'new_a'\nend\n")
        XCTAssertEqual(LineMerge.merge(base: base, ours: ours, theirs: theirs)?.joined(), "draw\n  get 'mine'\n  get 'new_a'\nend\n")
    }

    func testManifestPassBumpsDropsAndAddsByName() {
        let base = lines("source 'x'\ngem 'a', '1'\ngem 'b'\n")
        let ours = lines("source 'x'\ngem 'mine'\ngem 'b'\ngem 'a', '1'\n")
        let theirs = lines("source 'x'\ngem 'a', '2'\ngem 'c'\n")
        let outcome = ManifestLineMerge.prepare(path: "Gemfile", base: base, ours: ours, theirs: theirs)
        // The user moved `a` below `b`: bumped where it stands; `b` dropped; `c` after `a`, as in the new version.
        XCTAssertEqual(outcome.ours.joined(), "source 'x'\ngem 'mine'\ngem 'a', '2'\ngem 'c'\n")
        XCTAssertEqual(outcome.base.joined(), "source 'x'\ngem 'a', '2'\ngem 'c'\n")
        XCTAssertEqual(
            LineMerge.merge(base: outcome.base, ours: outcome.ours, theirs: theirs)?.joined(), "source 'x'\ngem 'mine'\ngem 'a', '2'\ngem 'c'\n")
    }

    func testADroppedDependencyTheUserChangedIsKept() {
        let outcome = ManifestLineMerge.prepare(
            path: "app/Podfile", base: lines("pod 'A'\npod 'B'\n"), ours: lines("pod 'A'\npod 'B', '~> 2'\n"), theirs: lines("pod 'A'\n"))
        XCTAssertEqual(outcome.ours.joined(), "pod 'A'\npod 'B', '~> 2'\n")
        XCTAssertEqual(outcome.base.joined(), "pod 'A'\n")
        XCTAssertEqual(outcome.notes.count, 1)
    }

    func testPackageLinesAreKeyedByIdentity() {
        XCTAssertEqual(
            ManifestLineMerge.packageKey(#"        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.3.0"),"#),
            "package:swift-argument-parser")
        XCTAssertEqual(ManifestLineMerge.packageKey(#"  .product(name: "ArgumentParser", package: "swift-argument-parser"),"#),
            "product:ArgumentParser:swift-argument-parser")
        XCTAssertNil(ManifestLineMerge.packageKey("    name: \"x\","))
    }

    /// git ends the file after the closing marker of a conflict at its end when the new version's
    /// side is empty; the merge keeps the project's final newline.
    func testAConflictAtTheEndOfAFileKeepsTheFinalNewline() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("merge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let merger = ThreeWayMerge(
            scratch: scratch, environment: ProcessInfo.processInfo.environment, labels: ("project", "template v1", "template v2"))
        let outcome = try merger.merge(path: "notes.txt", base: "a\nb\nold\n", ours: "a\nb\nmine\n", theirs: "a\nb\n", style: .inline)
        XCTAssertEqual(outcome.conflicts, 1)
        XCTAssertEqual(outcome.text, "a\nb\n<<<<<<< project\nmine\n=======\n>>>>>>> template v2\n")
    }

    func testPorcelainPathsSkipTheOldNameOfARename() {
        let data = Data(" M README.md\0R  new.txt\0old.txt\0?? scratch file.txt\0".utf8)
        XCTAssertEqual(WorkTreeCheck.dirtyPaths(fromPorcelainZ: data), ["README.md", "new.txt", "scratch file.txt"])
    }
}
