import Foundation
import XCTest

@testable import BootstrapKit

/// No write goes through a hard link: a project file with other names (one of them outside the
/// project) is written as a new file of its own, keeping its mode; a chmod gives it its own file
/// first; a FIFO is refused, not waited on; a file with one name keeps its inode (a shell or an
/// editor holding it sees the change).
final class WorkspaceHardLinkTests: XCTestCase {
    private var base: URL!
    private var root: URL { base.appendingPathComponent("project") }
    private var outside: URL { base.appendingPathComponent("outside.txt") }

    override func setUpWithError() throws {
        base = FileManager.default.temporaryDirectory.appendingPathComponent("bootstrap-hl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data("outside\n".utf8).write(to: outside)
        XCTAssertEqual(chmod(outside.path, 0o750), 0)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: base) }

    private func info(_ path: String) -> stat {
        var result = stat()
        XCTAssertEqual(lstat(path, &result), 0, path)
        return result
    }

    func testAnEditOfAHardLinkedFileLeavesTheOtherNameAlone() throws {
        let inside = root.appendingPathComponent("linked.txt").path
        XCTAssertEqual(link(outside.path, inside), 0)
        let workspace = Workspace(root: root, journaling: true)
        try workspace.append(try workspace.resolve("linked.txt", at: nil), "more\n")
        try workspace.flush()
        XCTAssertEqual(FileManager.default.contents(atPath: outside.path), Data("outside\n".utf8))
        XCTAssertEqual(FileManager.default.contents(atPath: inside), Data("outside\nmore\n".utf8))
        XCTAssertEqual(info(inside).st_nlink, 1)
        XCTAssertEqual(info(outside.path).st_nlink, 1)
        XCTAssertEqual(info(inside).st_mode & 0o7777, 0o750, "the new file keeps the mode")
        XCTAssertTrue(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["linked.txt"], "no temporary file left")

        // The rollback restores the bytes in the project, and still never writes the other name.
        try workspace.rollback()
        XCTAssertEqual(FileManager.default.contents(atPath: inside), Data("outside\n".utf8))
        XCTAssertEqual(FileManager.default.contents(atPath: outside.path), Data("outside\n".utf8))
    }

    func testAChmodOfAHardLinkedFileChangesOnlyTheProjectsFile() throws {
        let inside = root.appendingPathComponent("linked.txt").path
        XCTAssertEqual(link(outside.path, inside), 0)
        let workspace = Workspace(root: root, journaling: false)
        try workspace.chmod(try workspace.resolve("linked.txt", at: nil), 0o600)
        try workspace.flush()
        XCTAssertEqual(info(outside.path).st_mode & 0o7777, 0o750)
        XCTAssertEqual(info(inside).st_mode & 0o7777, 0o600)
        XCTAssertEqual(FileManager.default.contents(atPath: inside), Data("outside\n".utf8))
    }

    func testAFileWithOneNameIsWrittenInPlace() throws {
        let file = root.appendingPathComponent("one.txt").path
        try Data("one\n".utf8).write(to: URL(fileURLWithPath: file))
        let inode = info(file).st_ino
        XCTAssertTrue(Workspace.writeInPlace(file, Data("two\n".utf8)))
        XCTAssertEqual(info(file).st_ino, inode)
        XCTAssertEqual(FileManager.default.contents(atPath: file), Data("two\n".utf8))
        XCTAssertTrue(Workspace.writeInPlace(file, Data()))
        XCTAssertEqual(info(file).st_size, 0)
    }

    func testAFIFOOrALinkIsNotWrittenThrough() throws {
        let fifo = root.appendingPathComponent("fifo").path
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        XCTAssertFalse(Workspace.writeInPlace(fifo, Data("x".utf8)), "a FIFO without a reader is refused at once")
        let link = root.appendingPathComponent("link").path
        XCTAssertEqual(symlink(outside.path, link), 0)
        XCTAssertFalse(Workspace.writeInPlace(link, Data("x".utf8)))
        XCTAssertEqual(FileManager.default.contents(atPath: outside.path), Data("outside\n".utf8))
    }
}
