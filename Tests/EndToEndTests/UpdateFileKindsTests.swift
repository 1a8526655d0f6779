import Foundation
import XCTest

/// `bootstrap update` beyond text files: folders, permission bits, binary files, CRLF text, a
/// file the user renamed, a link in the template (docs/updating.md).
final class UpdateFileKindsTests: XCTestCase {
    private func text(_ string: String) -> Data { Data(string.utf8) }

    func testFoldersTheNewVersionMakesAreCreatedAndFoldersTheUpdateEmptiesAreRemoved() throws {
        let v1 = UpdateVersionedScene.template(runner: #"""
            create_file "old/a.txt", "a\n"
            create_file "old/deep/b.txt", "b\n"
            create_file "shared/one.txt", "one\n"
            create_file "shared/two.txt", "two\n"
            create_file "mine/x.txt", "x\n"
            empty_directory "tmp/cache"

            """#)
        let v2 = UpdateVersionedScene.template(runner: #"""
            create_file "shared/one.txt", "one\n"
            empty_directory "log"
            empty_directory "tmp/pids"

            """#)
        let update = try UpdateVersionedScene(v1: v1, v2: v2)
        XCTAssertTrue(update.isDirectory("tmp/cache"))
        try update.write("mine/notes.txt", text("the user's\n"))
        try FileManager.default.createDirectory(at: update.url("scratch"), withIntermediateDirectories: true)
        let pretend = try update.update(["--pretend"])
        XCTAssertEqual(pretend.status, 0, pretend.stdout + pretend.stderr)
        XCTAssertTrue(pretend.stdout.contains("create  log\n"), pretend.stdout)
        XCTAssertTrue(update.isDirectory("old"), "--pretend writes nothing")
        let result = try update.update()
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        // Only there for files the update removed: gone, as git leaves them.
        XCTAssertFalse(FileManager.default.fileExists(atPath: update.url("old").path), result.stdout)
        XCTAssertTrue(result.stdout.contains("remove  old\n"), result.stdout)
        XCTAssertNil(update.text("shared/two.txt"))
        XCTAssertEqual(update.text("shared/one.txt"), "one\n")
        // The user added a file: the folder stays, with it.
        XCTAssertNil(update.text("mine/x.txt"))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: update.url("mine").path), ["notes.txt"])
        // Empty folders: v2's are made, v1's that v2 no longer makes are removed, the user's stays.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: update.url("log").path), [])
        XCTAssertTrue(update.isDirectory("tmp/pids"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: update.url("tmp/cache").path))
        XCTAssertTrue(update.isDirectory("scratch"))
        XCTAssertTrue(result.stdout.contains("create  log\n"), result.stdout)
        let again = try update.update()
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertFalse(again.stdout.contains("create"), again.stdout)
    }

    func testTheNewVersionsExecutableBitIsCarriedAndTheUsersOwnModeKept() throws {
        let files = ["setup", "plain", "mine", "same"]
        let v1 = UpdateVersionedScene.template(runner: files.map { "create_file \"bin/\($0)\", \"echo \($0)\\n\"\n" }.joined())
        let v2 = UpdateVersionedScene.template(
            runner: files.map { "create_file \"bin/\($0)\", \"echo \($0)\($0 == "setup" ? " v2" : "")\\n\"\n" }.joined()
                + files.map { "chmod \"bin/\($0)\", 0755\n" }.joined())
        let update = try UpdateVersionedScene(v1: v1, v2: v2)
        XCTAssertEqual(try update.mode("bin/plain"), 0o644)
        try update.chmod("bin/mine", 0o600)
        try update.chmod("bin/same", 0o755)
        let result = try update.update()
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertEqual(update.text("bin/setup"), "echo setup v2\n")
        XCTAssertEqual(try update.mode("bin/setup"), 0o755)
        XCTAssertEqual(try update.mode("bin/plain"), 0o755, "only the mode changed in v2")
        XCTAssertTrue(result.stdout.contains("chmod  bin/plain\n"), result.stdout)
        XCTAssertEqual(try update.mode("bin/mine"), 0o600, "the user changed the mode too: theirs is kept")
        XCTAssertTrue(result.stdout.contains("bin/mine: mode 0600 kept"), result.stdout)
        XCTAssertEqual(try update.mode("bin/same"), 0o755)
        XCTAssertFalse(result.stdout.contains("bin/same"), result.stdout)
    }

    func testABinaryConflictKeepsTheProjectsFileAndWritesTheNewOneBeside() throws {
        let logo1 = Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0xFF, 0x01]), logo2 = Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0xFF, 0x02])
        // Valid UTF-8 with a NUL: binary to git, so no markers may be written into it.
        let nul1 = text("a\u{0}b\nc\nd\n"), nul2 = text("a\u{0}b\nc v2\nd\n"), nulUser = text("a\u{0}b\nc\nd user\n")
        let runner = "copy_file \"files/logo.png\", \"logo.png\"\ncopy_file \"files/nul.dat\", \"nul.dat\"\ncopy_file \"files/icon.bin\", \"icon.bin\"\n"
        let update = try UpdateVersionedScene(
            v1: UpdateVersionedScene.template(
                runner: runner, files: ["files/logo.png": logo1, "files/nul.dat": nul1, "files/icon.bin": Data([0xFF, 0, 1])]),
            v2: UpdateVersionedScene.template(
                runner: runner, files: ["files/logo.png": logo2, "files/nul.dat": nul2, "files/icon.bin": Data([0xFF, 0, 2])]))
        XCTAssertEqual(update.data("logo.png"), logo1)
        let logoUser = Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0xFF, 0x03])
        try update.write("logo.png", logoUser)
        try update.write("nul.dat", nulUser)
        // What the real git does with the NUL file's three sides: it refuses to merge them.
        let oracle = try UpdateScene.gitMergeFile(
            in: update.scene.root.appendingPathComponent("oracle"), ours: String(decoding: nulUser, as: UTF8.self),
            base: String(decoding: nul1, as: UTF8.self), theirs: String(decoding: nul2, as: UTF8.self))
        XCTAssertTrue(oracle.conflicts < 0 || oracle.conflicts > 127, "git merge-file merged a binary file: \(oracle)")
        let result = try update.update()
        XCTAssertEqual(result.status, 3, result.stdout + result.stderr)
        XCTAssertEqual(update.data("logo.png"), logoUser)
        XCTAssertEqual(update.data("logo.png.theirs"), logo2)
        XCTAssertEqual(update.data("nul.dat"), nulUser)
        XCTAssertEqual(update.data("nul.dat.theirs"), nul2)
        XCTAssertEqual(update.data("icon.bin"), Data([0xFF, 0, 2]), "unchanged by the user: the new version's")
        XCTAssertTrue(
            result.stderr.contains("logo.png: 1 conflicting region(s) — binary, the project's is kept and the new version's is in logo.png.theirs"),
            result.stderr)
        XCTAssertTrue(result.stdout.contains("conflict  logo.png\n"), result.stdout)
    }

    func testCRLFFilesMergeAsGitMergesThem() throws {
        let v1 = UpdateVersionedScene.template(runner: #"""
            create_file "notes.txt", "one\r\ntwo\r\nthree\r\nfour\r\nfive\r\n"
            create_file "clash.txt", "x\r\ny\r\n"

            """#)
        let v2 = UpdateVersionedScene.template(runner: #"""
            create_file "notes.txt", "one\r\ntwo\r\nthree\r\nfour\r\nfive v2\r\n"
            create_file "clash.txt", "x\r\ny v2\r\n"

            """#)
        let update = try UpdateVersionedScene(v1: v1, v2: v2)
        XCTAssertEqual(update.text("notes.txt"), "one\r\ntwo\r\nthree\r\nfour\r\nfive\r\n")
        try update.write("notes.txt", text("one user\r\ntwo\r\nthree\r\nfour\r\nfive\r\n"))
        try update.write("clash.txt", text("x\r\ny user\r\n"))
        let result = try update.update()
        XCTAssertEqual(result.status, 3, result.stdout + result.stderr)
        let folder = update.scene.root.appendingPathComponent("oracle")
        let clean = try UpdateScene.gitMergeFile(
            in: folder, ours: "one user\r\ntwo\r\nthree\r\nfour\r\nfive\r\n", base: "one\r\ntwo\r\nthree\r\nfour\r\nfive\r\n",
            theirs: "one\r\ntwo\r\nthree\r\nfour\r\nfive v2\r\n")
        XCTAssertEqual(clean.conflicts, 0)
        XCTAssertEqual(update.text("notes.txt"), clean.text)
        XCTAssertEqual(update.text("notes.txt"), "one user\r\ntwo\r\nthree\r\nfour\r\nfive v2\r\n")
        let clash = try UpdateScene.gitMergeFile(in: folder, ours: "x\r\ny user\r\n", base: "x\r\ny\r\n", theirs: "x\r\ny v2\r\n")
        XCTAssertEqual(clash.conflicts, 1)
        XCTAssertEqual(update.text("clash.txt"), clash.text)
    }

    func testAFileTheUserRenamedStaysDeletedAndTheTemplatesChangeIsReported() throws {
        let update = try UpdateVersionedScene(
            v1: UpdateVersionedScene.template(runner: "create_file \"guide.md\", \"Guide v1\\n\"\n"),
            v2: UpdateVersionedScene.template(runner: "create_file \"guide.md\", \"Guide v2\\n\"\n"))
        try FileManager.default.createDirectory(at: update.url("docs"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: update.url("guide.md"), to: update.url("docs/guide.md"))
        let result = try update.update()
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertNil(update.text("guide.md"))
        XCTAssertEqual(update.text("docs/guide.md"), "Guide v1\n")
        XCTAssertTrue(result.stdout.contains("guide.md: deleted in the project, stays deleted (the new version changes it)"), result.stdout)
    }

    /// A link in the template folder is copied as the file it leads to (`directory` writes no
    /// links), so update merges it as that file.
    func testALinkInTheTemplateIsUpdatedAsTheFileItLeadsTo() throws {
        func version(_ body: String) -> [String: Data] {
            UpdateVersionedScene.template(runner: "directory \"files\", \"assets\"\n", files: ["files/real.txt": text(body)])
        }
        let update = try UpdateVersionedScene(v1: version("real v1\n"), v2: version("real v2\n"), links: ["files/alias.txt": "real.txt"])
        XCTAssertEqual(update.text("assets/alias.txt"), "real v1\n")
        try update.write("assets/alias.txt", text("real v1\nthe user's line\n"))
        let result = try update.update()
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertEqual(update.text("assets/real.txt"), "real v2\n")
        XCTAssertEqual(update.text("assets/alias.txt"), "real v2\nthe user's line\n")
        XCTAssertNil(try? FileManager.default.destinationOfSymbolicLink(atPath: update.url("assets/alias.txt").path), "a file, not a link")
    }
}
