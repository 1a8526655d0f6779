import Diagnostics
import Foundation
import RunnerLanguage
import XCTest

@testable import BootstrapKit

final class WorkspaceTests: XCTestCase {
    private var base: URL!
    private var root: URL { base.appendingPathComponent("project") }
    private let site = SourceLocation(file: "runners/x.rb", line: 3, column: 1)

    override func setUpWithError() throws {
        base = FileManager.default.temporaryDirectory.appendingPathComponent("bootstrap-ws-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: base.appendingPathComponent("outside"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: base) }

    private func write(_ relative: String, _ text: String, mode: Int = 0o644) throws {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: false, encoding: .utf8)
        chmod(url.path, mode_t(mode))
    }

    private func disk(_ relative: String) -> String? {
        try? String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
    }

    private func assertRefused(_ ws: Workspace, _ path: String, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try ws.resolve(path, at: site), file: file, line: line) { error in
            guard let error = error as? RuntimeError else { return XCTFail("not a RuntimeError: \(error)", file: file, line: line) }
            XCTAssertEqual(error.code, .refusedPath, file: file, line: line)
            XCTAssertEqual(error.diagnostic.rendered, "runners/x.rb:3:1: \(message)", file: file, line: line)
        }
    }

    // MARK: Confinement

    func testRefusesAbsolutePathsOutsideAndClimbingOut() {
        let ws = Workspace(root: root)
        assertRefused(ws, "../outside.txt", "refusing to write '../outside.txt': it is outside the project")
        assertRefused(ws, "/etc/passwd", "refusing to write '/etc/passwd': it is outside the project")
        assertRefused(ws, "a/../../x", "refusing to write 'a/../../x': it is outside the project")
        ws.currentDirectory = "sub"
        assertRefused(ws, "../../x", "refusing to write '../../x': it is outside the project")
        XCTAssertEqual(try ws.resolve("../x", at: site), "x")
        XCTAssertEqual(try ws.resolve("./a//b/../c", at: site), "sub/a/c")
        XCTAssertEqual(try ws.resolve(root.path + "/inside.txt", at: site), "inside.txt")
    }

    func testRefusesASymlinkPointingOutside() throws {
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("escape").path, withDestinationPath: base.appendingPathComponent("outside").path)
        let ws = Workspace(root: root)
        assertRefused(ws, "escape/file.txt", "refusing to write 'escape/file.txt': it is outside the project")
        assertRefused(ws, "escape", "refusing to write 'escape': it is outside the project")
        XCTAssertThrowsError(try ws.resolve("escape/file.txt", for: .remove, at: site)) { error in
            XCTAssertEqual((error as? RuntimeError)?.message, "refusing to remove 'escape/file.txt': it is outside the project")
        }
    }

    func testRemovingALinkRemovesTheLinkNotWhatItPointsTo() throws {
        let outside = base.appendingPathComponent("outside")
        try "keep\n".write(to: outside.appendingPathComponent("precious.txt"), atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("escape").path, withDestinationPath: outside.path)
        let ws = Workspace(root: root)
        let path = try ws.resolve("escape", for: .remove, at: site)
        XCTAssertEqual(path, "escape")
        try ws.remove(path)
        try ws.flush()
        XCTAssertNil(PathConfinement.linkTarget(root.appendingPathComponent("escape").path))
        XCTAssertEqual(try String(contentsOf: outside.appendingPathComponent("precious.txt"), encoding: .utf8), "keep\n")
        assertRefused(ws, "escape/../../x", "refusing to write 'escape/../../x': it is outside the project")
    }

    func testRefusesANestedRelativeSymlinkClimbingOut() throws {
        try FileManager.default.createDirectory(at: root.appendingPathComponent("a/b"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("a/b/up").path, withDestinationPath: "../../../outside")
        let ws = Workspace(root: root)
        assertRefused(ws, "a/b/up/x.txt", "refusing to write 'a/b/up/x.txt': it is outside the project")
    }

    func testFollowsSymlinksThatStayInside() throws {
        try FileManager.default.createDirectory(at: root.appendingPathComponent("releases/1"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("current").path, withDestinationPath: "releases/1")
        let ws = Workspace(root: root)
        XCTAssertEqual(try ws.resolve("current/app.rb", at: site), "releases/1/app.rb")
        XCTAssertEqual(ws.display("current/app.rb"), "current/app.rb")
    }

    func testRefusesALinkCycle() throws {
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("loop").path, withDestinationPath: "loop")
        assertRefused(Workspace(root: root), "loop/x", "refusing to write 'loop/x': it is outside the project")
    }

    // MARK: Memory and flush

    func testChangesStayInMemoryUntilFlushWhichWritesEachFileOnce() throws {
        try write("Gemfile", "source 'https://rubygems.org'\n")
        let ws = Workspace(root: root)
        for i in 0..<5000 { try ws.append("Gemfile", "gem 'g\(i)'\n") }
        try ws.write("new/dir/file.txt", "new\n")
        XCTAssertEqual(disk("Gemfile"), "source 'https://rubygems.org'\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("new").path))
        XCTAssertTrue(ws.isDirectory("new/dir"))
        XCTAssertEqual(try ws.read("new/dir/file.txt"), "new\n")
        try ws.flush()
        XCTAssertEqual(disk("Gemfile")?.split(separator: "\n").count, 5001)
        XCTAssertEqual(disk("new/dir/file.txt"), "new\n")
        // After a flush the disk is read afresh (a command may have changed it).
        try "changed by a command\n".write(to: root.appendingPathComponent("Gemfile"), atomically: false, encoding: .utf8)
        XCTAssertEqual(try ws.read("Gemfile"), "changed by a command\n")
    }

    func testEditingAFileKeepsItsMode() throws {
        try write("bin/setup", "#!/bin/sh\n", mode: 0o750)
        let ws = Workspace(root: root)
        try ws.append("bin/setup", "echo ok\n")
        try ws.flush()
        XCTAssertEqual(disk("bin/setup"), "#!/bin/sh\necho ok\n")
        XCTAssertEqual(mode("bin/setup"), 0o750)
    }

    func testRemovedFolderIsGoneInMemoryAndCanBeWrittenAgain() throws {
        try write("old/a.txt", "a\n")
        try write("old/b.txt", "b\n")
        let ws = Workspace(root: root)
        try ws.remove("old")
        XCTAssertFalse(ws.exists("old/a.txt"))
        try ws.write("old/c.txt", "c\n")
        XCTAssertFalse(ws.exists("old/a.txt"), "a folder written again after its removal starts empty")
        XCTAssertEqual(ws.children(of: "old"), ["c.txt"])
        try ws.flush()
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("old").path), ["c.txt"])
    }

    func testPretendNeverWrites() throws {
        try write("a.txt", "a\n")
        let ws = Workspace(root: root, pretend: true)
        try ws.write("a.txt", "changed\n")
        try ws.write("b.txt", "b\n")
        try ws.remove("a.txt")
        try ws.flush()
        XCTAssertEqual(disk("a.txt"), "a\n")
        XCTAssertNil(disk("b.txt"))
        XCTAssertEqual(ws.changes.map(\.path), ["a.txt", "b.txt"])
    }

    /// Expected lists are Ruby's `Dir.glob` on the same tree.
    func testGlobSeesMemoryAndDiskLikeRuby() throws {
        for path in ["app/models/user.rb", ".hidden/x.rb", "config/routes.rb", "config/.dot.rb", "README.md"] { try write(path, "") }
        let ws = Workspace(root: root)
        try ws.write("app/a.rb", "")
        XCTAssertEqual(ws.glob("**/*.rb"), ["app/a.rb", "app/models/user.rb", "config/routes.rb"])
        XCTAssertEqual(ws.glob("{app,config}/*"), ["app/a.rb", "app/models", "config/routes.rb"])
        XCTAssertEqual(ws.glob("*"), ["README.md", "app", "config"])
        XCTAssertEqual(ws.glob("app/**/*"), ["app/a.rb", "app/models", "app/models/user.rb"])
        try ws.remove("config")
        XCTAssertEqual(ws.glob("config/*.rb"), [])
    }

    // MARK: Journal

    func testRollbackRestoresBytesAndModesAndRemovesCreatedFiles() throws {
        try write("keep.txt", "original\n", mode: 0o640)
        try write("bin/tool", "#!/bin/sh\n", mode: 0o755)
        try write("doomed/inner.txt", "inner\n", mode: 0o600)
        let ws = Workspace(root: root)
        try ws.write("keep.txt", "overwritten\n", mode: 0o600)
        try ws.chmod("bin/tool", 0o700)
        try ws.remove("doomed")
        try ws.write("created/deep/new.txt", "new\n")
        try ws.flush()
        try ws.append("keep.txt", "more\n")
        try ws.flush()
        XCTAssertEqual(disk("keep.txt"), "overwritten\nmore\n")
        try ws.rollback()
        XCTAssertEqual(disk("keep.txt"), "original\n")
        XCTAssertEqual(mode("keep.txt"), 0o640)
        XCTAssertEqual(mode("bin/tool"), 0o755)
        XCTAssertEqual(disk("doomed/inner.txt"), "inner\n")
        XCTAssertEqual(mode("doomed/inner.txt"), 0o600)
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("created").path))
    }

    private func mode(_ relative: String) -> Int {
        var info = stat()
        stat(root.appendingPathComponent(relative).path, &info)
        return Int(info.st_mode & 0o7777)
    }
}
