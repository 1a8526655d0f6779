import Foundation
import XCTest

/// Where `bootstrap new PATH` puts the project (docs/safety.md, "new PATH"): an existing empty
/// folder — `.` included — is filled and stays the same folder (as `rails new .` does); a link to
/// an empty folder is followed (as `mkdir -p` follows it); a dangling link is refused with exit 2
/// before anything runs.
final class NewDestinationTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
        try folder.write("outside/.keep", "")
        try folder.write("tpl/config.yml", "app: true\n")
    }

    /// A template that writes a file and runs a command leaving `outside/ran`; then `ending`.
    private func writeRunner(ending: String = "") throws {
        let outside = folder.url.appendingPathComponent("outside").path
        try folder.write("tpl/runners/app.rb", """
            create_file "README.md", "# app\\n"
            run "touch \(outside)/ran"
            \(ending)

            """)
    }

    private var template: String { folder.url.appendingPathComponent("tpl").path }

    private func identity(_ path: String) throws -> (inode: ino_t, mode: mode_t) {
        var info = stat()
        XCTAssertEqual(stat(folder.url.appendingPathComponent(path).path, &info), 0, "\(path) is gone")
        return (info.st_ino, info.st_mode & 0o7777)
    }

    private func makeFolder(_ path: String, mode: mode_t) throws {
        let url = folder.url.appendingPathComponent(path)
        XCTAssertEqual(mkdir(url.path, 0o700), 0)
        XCTAssertEqual(chmod(url.path, mode), 0)
    }

    private func entries(_ path: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent(path).path).sorted()
    }

    func testNewDotFillsTheCurrentFolderAndKeepsItsInodeAndMode() throws {
        try writeRunner()
        try makeFolder("d", mode: 0o750)
        let before = try identity("d")
        let result = try BootstrapProcess.run(["new", ".", "-m", template, "--allow-run"], in: folder.url.appendingPathComponent("d"))
        XCTAssertEqual(result.status, 0, result.stderr)
        let after = try identity("d")
        XCTAssertEqual(after.inode, before.inode, "the folder was replaced by another one")
        XCTAssertEqual(after.mode, 0o750)
        XCTAssertEqual(try entries("d"), [".bootstrap.yml", "README.md"], "no staging folder is left inside it")
        XCTAssertEqual(folder.file("d/README.md"), "# app\n")
        XCTAssertEqual(try entries(""), ["d", "outside", "tpl"], "nothing was left beside it")
    }

    func testNewIntoAnExistingEmptyFolderFillsIt() throws {
        try writeRunner()
        try makeFolder("empty", mode: 0o700)
        let before = try identity("empty")
        let result = try BootstrapProcess.run(["new", "empty", "-m", "tpl", "--allow-run"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try identity("empty").inode, before.inode)
        XCTAssertEqual(try identity("empty").mode, 0o700)
        XCTAssertEqual(try entries("empty"), [".bootstrap.yml", "README.md"])
    }

    /// A failed run leaves the folder as empty as it was: same folder, nothing inside.
    func testAFailedNewDotLeavesTheFolderEmpty() throws {
        try writeRunner(ending: "raise \"the template gave up\"")
        try makeFolder("d", mode: 0o750)
        let before = try identity("d")
        let result = try BootstrapProcess.run(["new", ".", "-m", template, "--allow-run"], in: folder.url.appendingPathComponent("d"))
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("the template gave up"), result.stderr)
        XCTAssertTrue(folder.exists("outside/ran"), "the failure came after the command")
        XCTAssertEqual(try identity("d").inode, before.inode)
        XCTAssertEqual(try identity("d").mode, 0o750)
        XCTAssertEqual(try entries("d"), [])
    }

    /// A link to an empty folder is followed: the folder it names is filled, the link stays.
    func testNewThroughALinkToAnEmptyFolderFillsThatFolder() throws {
        try writeRunner()
        try makeFolder("target", mode: 0o755)
        let before = try identity("target")
        XCTAssertEqual(symlink("target", folder.url.appendingPathComponent("link").path), 0)
        let result = try BootstrapProcess.run(["new", "link", "-m", "tpl", "--allow-run"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: folder.url.appendingPathComponent("link").path), "target")
        XCTAssertEqual(try identity("target").inode, before.inode)
        XCTAssertEqual(try entries("target"), [".bootstrap.yml", "README.md"])
        XCTAssertEqual(try entries(""), ["link", "outside", "target", "tpl"])
    }

    /// A dangling link is refused before the template runs: exit 2, nothing created, no command run.
    func testNewOntoADanglingLinkIsRefusedBeforeAnythingRuns() throws {
        try writeRunner()
        XCTAssertEqual(symlink("nowhere", folder.url.appendingPathComponent("link").path), 0)
        let result = try BootstrapProcess.run(["new", "link", "-m", "tpl", "--allow-run"], in: folder.url)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("link is a symbolic link to 'nowhere', which does not exist"), result.stderr)
        XCTAssertEqual(result.stdout, "", "the template ran")
        XCTAssertFalse(folder.exists("outside/ran"))
        XCTAssertEqual(folder.listing(), ["link", "outside", "outside/.keep", "tpl", "tpl/config.yml", "tpl/runners", "tpl/runners/app.rb"])
    }

    /// A link to a folder that is not empty is refused like the folder itself.
    func testNewThroughALinkToAFolderThatIsNotEmptyIsRefused() throws {
        try writeRunner()
        try folder.write("full/kept.txt", "mine\n")
        XCTAssertEqual(symlink("full", folder.url.appendingPathComponent("link").path), 0)
        let result = try BootstrapProcess.run(["new", "link", "-m", "tpl", "--allow-run"], in: folder.url)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("link already exists and is not empty"), result.stderr)
        XCTAssertEqual(try entries("full"), ["kept.txt"])
        XCTAssertFalse(folder.exists("outside/ran"))
    }

    /// A file where the project would go — an empty one too — is named for what it is, not
    /// called a folder that is not empty; so is a link to one. Nothing runs, the file stays.
    func testAFileAtPathIsSaidToBeAFile() throws {
        try writeRunner()
        try folder.write("afile", "")
        try folder.write("notes.txt", "mine\n")
        XCTAssertEqual(symlink("notes.txt", folder.url.appendingPathComponent("link").path), 0)
        let cases = [
            ("afile", "afile is an empty file, not a folder; bootstrap new makes the project in a new or empty folder (remove it, or choose another PATH)\n"),
            ("notes.txt", "notes.txt is a file, not a folder; bootstrap new makes the project in a new or empty folder (remove it, or choose another PATH)\n"),
            ("link", "link is a symbolic link to 'notes.txt', which is a file, not a folder; bootstrap new makes the project in a new or empty folder (remove it, or choose another PATH)\n"),
        ]
        for (path, message) in cases {
            let result = try BootstrapProcess.run(["new", path, "-m", "tpl", "--allow-run"], in: folder.url)
            XCTAssertEqual(result.status, 2, result.stderr)
            XCTAssertEqual(result.stderr, message)
            XCTAssertEqual(result.stdout, "")
        }
        XCTAssertEqual(folder.file("afile"), "")
        XCTAssertEqual(folder.file("notes.txt"), "mine\n")
        XCTAssertFalse(folder.exists("outside/ran"))
    }
}
