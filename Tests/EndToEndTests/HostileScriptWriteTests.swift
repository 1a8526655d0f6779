import Foundation
import XCTest

/// Scripts that change files themselves (`FileUtils`, `File.open`/`File.write`, `IO.write`,
/// `File.symlink`, `create_link`) get the actions' confinement: nothing outside the project is
/// written, removed, linked to or changed through a link, whatever the path says, and a failed
/// run leaves nothing (`new`) or restores everything (`apply`), script writes included.
final class HostileScriptWriteTests: XCTestCase {
    /// Each line, on its own, must be refused with a located `refused-path` error, and the whole
    /// scene (project, template, outside) stay as it was.
    func testWritesRemovalsAndLinksOutsideTheProjectAreRefused() throws {
        let scene = try HostileScene(runner: "")
        let outside = scene.outsidePath
        try scene.folder.write("app/Gemfile", "source 'https://rubygems.org'\n")
        try scene.folder.write("app/keep.txt", "keep\n")
        // A link planted inside the project that points out of it (as a command or an earlier tool might).
        XCTAssertEqual(symlink(outside, scene.folder.url.appendingPathComponent("app/planted").path), 0)
        let attempts = [
            "File.write(\"../outside/victim.txt\", \"owned\")",
            "File.write(\"\(outside)/victim.txt\", \"owned\")",
            "File.open(\"../outside/new.txt\", \"w\") { |f| f.puts \"owned\" }",
            "File.open(\"planted/victim.txt\", \"a\") { |f| f << \"owned\" }",
            "IO.write(\"planted/new.txt\", \"owned\")",
            "FileUtils.mkdir_p(\"../outside/made\")",
            "FileUtils.touch(\"planted/touched\")",
            "FileUtils.rm_rf(\"../outside\")",
            "FileUtils.rm_rf(\"planted/victim.txt\")",
            "FileUtils.rm(\"\(outside)/victim.txt\")",
            "FileUtils.cp(\"keep.txt\", \"../outside/copy.txt\")",
            "FileUtils.cp(\"planted/victim.txt\", \"stolen.txt\")",
            "FileUtils.cp_r(\"../outside\", \"stolen\")",
            "FileUtils.mv(\"keep.txt\", \"planted/moved.txt\")",
            "FileUtils.mv(\"../outside/victim.txt\", \"moved.txt\")",
            "FileUtils.chmod(0777, \"planted/victim.txt\")",
            "FileUtils.ln_s(\"\(outside)/victim.txt\", \"link\")",
            "FileUtils.ln_s(\"../outside/victim.txt\", \"link\")",
            "FileUtils.ln_s(\"planted/victim.txt\", \"link\")",
            "FileUtils.ln_s(\"keep.txt\", \"planted/link\")",
            "File.symlink(\"../../outside\", \"sub/link\")",
            "create_link \"link\", \"../outside/victim.txt\"",
            "File.delete(\"planted/victim.txt\")",
            "File.rename(\"planted/victim.txt\", \"here.txt\")",
            "Dir.chdir(\"planted\") { File.write(\"x\", \"owned\") }",
        ]
        for attempt in attempts {
            try scene.setRunner("create_file \"first.txt\"\n\(attempt)\n")
            try scene.assertRefused(
                ["apply", "-m", "../tpl"], in: "app", messages: ["tpl/runners/hostile.rb:2:", "refusing to", "outside the project"])
        }
    }

    /// Removing the planted link itself is allowed (it is inside the project); what it points to stays.
    func testRemovingALinkThatPointsOutRemovesOnlyTheLink() throws {
        let scene = try HostileScene(runner: "FileUtils.rm_rf(\"planted\")\nFileUtils.rm(\"planted2\")\n")
        try scene.folder.write("app/Gemfile", "source 'https://rubygems.org'\n")
        XCTAssertEqual(symlink(scene.outsidePath, scene.folder.url.appendingPathComponent("app/planted").path), 0)
        XCTAssertEqual(symlink(scene.outsidePath + "/victim.txt", scene.folder.url.appendingPathComponent("app/planted2").path), 0)
        let result = try scene.run(["apply", "-m", "../tpl"], in: "app")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(scene.folder.file("outside/victim.txt"), "precious\n")
        var info = stat()
        XCTAssertNotEqual(lstat(scene.folder.url.appendingPathComponent("app/planted").path, &info), 0, "the link is gone")
        XCTAssertNotEqual(lstat(scene.folder.url.appendingPathComponent("app/planted2").path, &info), 0, "the link is gone")
    }

    /// Every kind of script change, then a failure: `apply` restores the project byte for byte.
    func testAFailedApplyUndoesEveryScriptChange() throws {
        let scene = try HostileScene(runner: """
            File.write("Gemfile", "replaced\\n")
            File.open("notes.txt", "a") { |f| f.puts "appended" }
            IO.write("new.txt", "new\\n")
            FileUtils.mkdir_p("made/deep")
            FileUtils.touch("made/deep/.keep")
            FileUtils.rm_rf("old")
            FileUtils.rm("to-remove.txt")
            FileUtils.cp_r("config", "config-copy")
            FileUtils.mv("moved.txt", "made/moved.txt")
            FileUtils.chmod(0600, "notes.txt")
            FileUtils.ln_s("notes.txt", "made/link")
            create_link "made/link2", "Gemfile"
            run "true"
            File.write("late.txt", "late\\n")
            raise "the template gave up"

            """)
        try scene.folder.write("app/Gemfile", "source 'https://rubygems.org'\n")
        try scene.folder.write("app/notes.txt", "notes\n")
        try scene.folder.write("app/to-remove.txt", "keep me\n")
        try scene.folder.write("app/moved.txt", "moved\n")
        try scene.folder.write("app/old/inner/file.txt", "old\n")
        try scene.folder.write("app/config/app.yml", "a: 1\n")
        try scene.assertRefused(
            ["apply", "-m", "../tpl", "--allow-run"], in: "app",
            messages: ["tpl/runners/hostile.rb:15:1: the template gave up", "every file it changed was restored"])
    }

    /// The same in `new`: nothing is left, not even the project folder.
    func testAFailedNewLeavesNothingAfterScriptChanges() throws {
        let scene = try HostileScene(runner: """
            File.write("a.txt", "a\\n")
            FileUtils.mkdir_p("deep/er")
            File.open("deep/er/b.txt", "w") { |f| f << "b" }
            FileUtils.ln_s("../../a.txt", "deep/er/link")
            run "true"
            FileUtils.cp("a.txt", "c.txt")
            raise "the template gave up"

            """)
        try scene.assertRefused(["new", "app", "-m", "tpl", "--allow-run"], messages: ["tpl/runners/hostile.rb:7:1: the template gave up"])
        XCTAssertFalse(scene.folder.exists("app"))
    }

    /// A link made in `new` (built in a staging folder, then moved) still leads to its file.
    func testLinksMadeInNewSurviveTheMoveIntoPlace() throws {
        let scene = try HostileScene(runner: """
            File.write("a.txt", "a\\n")
            FileUtils.mkdir_p("sub")
            FileUtils.ln_s(File.expand_path("a.txt"), "sub/absolute")
            create_link "sub/relative", "../a.txt"

            """)
        let result = try scene.run(["new", "app", "-m", "tpl"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(scene.folder.file("app/sub/absolute"), "a\n")
        XCTAssertEqual(scene.folder.file("app/sub/relative"), "a\n")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: scene.folder.url.appendingPathComponent("app/sub/absolute").path), "../a.txt")
    }
}
