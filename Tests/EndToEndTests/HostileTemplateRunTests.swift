import Foundation
import XCTest

/// The rest of the hostile-template suite: commands only with consent, all or nothing for `new`
/// and `apply`, and `new` never touching an existing folder (docs/safety.md).
final class HostileTemplateRunTests: XCTestCase {
    /// Without --allow-run/--no-run and without a terminal, the first command fails the run
    /// before it starts. The command would leave a marker outside the project: it must not exist.
    func testCommandsWithoutConsentFailBeforeTheyStart() throws {
        let scene = try HostileScene(runner: "")
        let marker = scene.outsidePath + "/marker"
        for (line, command) in [
            ("run \"touch \(marker)\"", "touch \(marker)"),
            ("`touch \(marker)`", "touch \(marker)"),
            ("system(\"touch \(marker)\")", "touch \(marker)"),
            ("system(\"touch\", \"\(marker)\")", "touch"),
            ("x = %x(touch \(marker))", "touch \(marker)"),
        ] {
            try scene.setRunner("create_file \"inside.txt\"\n\(line)\ncreate_file \"after.txt\"\n")
            try scene.assertRefused(
                ["new", "app", "-m", "tpl"],
                messages: ["tpl/runners/hostile.rb:2:", "refusing to run '\(command)", "--allow-run", "--no-run"])
            XCTAssertFalse(FileManager.default.fileExists(atPath: marker), "\(line) ran without consent")
        }
    }

    /// --no-run skips every command (a `skip` status) and the run goes on.
    func testNoRunSkipsCommands() throws {
        let scene = try HostileScene(runner: "")
        let marker = scene.outsidePath + "/marker"
        try scene.setRunner("run \"touch \(marker)\"\nsystem(\"touch \(marker)\")\ncreate_file \"after.txt\"\n")
        let result = try scene.run(["new", "app", "-m", "tpl", "--no-run"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: marker))
        XCTAssertTrue(result.stdout.contains("        skip  touch \(marker) from \".\"\n"), result.stdout)
        XCTAssertTrue(scene.folder.exists("app/after.txt"))
    }

    /// A failure after files were written, folders made, modes changed and a command ran (so the
    /// staging folder really holds files on disk): no PATH, no staging folder, no created parents.
    func testALateFailureInNewLeavesNothing() throws {
        let scene = try HostileScene(runner: """
            create_file "a.txt", "a\\n"
            create_file "deep/er/b.txt", "b\\n"
            empty_directory "empty"
            chmod "a.txt", 0755
            run "echo from-command > made-by-command.txt && mkdir command-folder"
            append_to_file "a.txt", "more\\n"
            raise "the template gave up"

            """)
        try scene.assertRefused(
            ["new", "parent/child/app", "-m", "tpl", "--allow-run"],
            messages: ["tpl/runners/hostile.rb:7:1: the template gave up"])
        XCTAssertFalse(scene.folder.exists("parent"))
    }

    /// A failing command with `abort_on_failure` fails the run the same way.
    func testAFailingCommandWithAbortOnFailureLeavesNothing() throws {
        let scene = try HostileScene(runner: "create_file \"a.txt\"\nrun \"exit 3\", abort_on_failure: true\ncreate_file \"b.txt\"\n")
        try scene.assertRefused(
            ["new", "app", "-m", "tpl", "--allow-run"], messages: ["tpl/runners/hostile.rb:2:1:", "'exit 3' failed with exit status 3"])
    }

    /// `apply` that fails late: every file it touched restored byte for byte with its mode, every
    /// file and folder it created removed — including changes flushed to disk before a command.
    func testALateFailureInApplyRestoresEveryFileAndMode() throws {
        let scene = try HostileScene(runner: """
            append_to_file "Gemfile", "gem 'rails'\\n"
            gsub_file "bin/setup", /echo setup/, "echo changed"
            chmod "secret.key", 0644
            chmod "bin/setup", 0600
            remove_file "to-remove.txt"
            remove_dir "old"
            create_file "new/deep/file.txt", "new\\n"
            empty_directory "made"
            run "true"
            prepend_to_file "Gemfile", "# changed after the command\\n"
            create_file "late.txt", "late\\n"
            raise "the template gave up"

            """)
        try scene.folder.write("app/Gemfile", "source 'https://rubygems.org'\n")
        try scene.folder.write("app/bin/setup", "#!/bin/sh\necho setup\n")
        try scene.folder.write("app/secret.key", "s3cr3t\n")
        try scene.folder.write("app/to-remove.txt", "keep me\n")
        try scene.folder.write("app/old/inner/file.txt", "old\n")
        let app = scene.folder.url.appendingPathComponent("app")
        XCTAssertEqual(chmod(app.appendingPathComponent("bin/setup").path, 0o755), 0)
        XCTAssertEqual(chmod(app.appendingPathComponent("secret.key").path, 0o600), 0)
        XCTAssertEqual(chmod(app.appendingPathComponent("old/inner").path, 0o700), 0)

        try scene.assertRefused(
            ["apply", "-m", "../tpl", "--allow-run", "--force"], in: "app",
            messages: ["tpl/runners/hostile.rb:12:1: the template gave up", "every file it changed was restored"])
    }

    /// `new` into a folder that is not empty is refused (exit 2) and the folder is not touched,
    /// hidden files and modes included.
    func testNewIntoANonEmptyFolderLeavesItUntouched() throws {
        let scene = try HostileScene(runner: "create_file \"a.txt\"\n")
        try scene.folder.write("taken/.hidden", "mine\n")
        XCTAssertEqual(chmod(scene.folder.url.appendingPathComponent("taken/.hidden").path, 0o600), 0)
        try scene.assertRefused(["new", "taken", "-m", "tpl"], status: 2, messages: ["taken already exists and is not empty"])
        try scene.folder.write("a-file", "not a folder\n")
        try scene.assertRefused(["new", "a-file", "-m", "tpl"], status: 2, messages: ["a-file is a file, not a folder"])
    }

    /// A command of the run swaps a folder the run created for a link out of the project; the
    /// rollback must not remove or write anything through that link.
    func testRollbackDoesNotFollowALinkACommandPlanted() throws {
        let scene = try HostileScene(runner: """
            create_file "dir/victim.txt", "made by the run\\n"
            run "rm -rf dir && ln -s ../outside dir"
            raise "the template gave up"

            """)
        try scene.folder.write("app/Gemfile", "source 'https://rubygems.org'\n")
        let before = scene.state()
        let result = try scene.run(["apply", "-m", "../tpl", "--allow-run"], in: "app")
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("tpl/runners/hostile.rb:3:1: the template gave up"), result.stderr)
        XCTAssertTrue(result.stderr.contains("its folder now leads outside the project"), result.stderr)
        XCTAssertEqual(scene.folder.file("outside/victim.txt"), "precious\n", "the rollback removed a file outside the project")
        XCTAssertEqual(scene.state(), before, "the link the command made is removed, everything else as before")
    }

    /// PATH was empty when `new` started, but something put files there during the run (the
    /// project is built in a staging folder inside it, so `..` of a command is PATH): they are
    /// kept (never removed, never overwritten), the run fails, and no staging folder remains.
    func testNewNeverRemovesFilesThatAppearedInTheDestinationDuringTheRun() throws {
        let scene = try HostileScene(runner: "create_file \"a.txt\"\nrun \"echo mine > ../a.txt; echo mine > ../appeared.txt\"\n")
        try FileManager.default.createDirectory(at: scene.folder.url.appendingPathComponent("app"), withIntermediateDirectories: true)
        let result = try scene.run(["new", "app", "-m", "tpl", "--allow-run"])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("cannot move the project into"), result.stderr)
        XCTAssertTrue(result.stderr.contains("a.txt appeared during the run"), result.stderr)
        XCTAssertEqual(scene.folder.file("app/a.txt"), "mine\n")
        XCTAssertEqual(scene.folder.file("app/appeared.txt"), "mine\n")
        XCTAssertEqual(
            scene.folder.listing().filter { $0.hasPrefix(".") || $0.hasPrefix("app") }, ["app", "app/a.txt", "app/appeared.txt"])
    }
}
