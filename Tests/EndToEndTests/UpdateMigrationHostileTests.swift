import Foundation
import XCTest

/// Migrations are template code, and templates are hostile input (docs/safety.md): a migration's
/// writes are confined to the project and undone with the update, its commands ask the one
/// consent rule, and a `_migrations:` entry that names a runner outside the template, or a
/// version that is none, stops the update before anything runs — and `bootstrap check` says so.
final class UpdateMigrationHostileTests: XCTestCase {
    /// A template whose v1 writes `a.txt` and whose v2 declares `migrations` (config lines) with
    /// `files` beside it; the project made from v1.
    private func scene(migrations: String, files: [String: String], link: (path: String, target: String)? = nil) throws
        -> (UpdateFleetScene, GitRepository)
    {
        let fleet = try UpdateFleetScene()
        let v1 = UpdateFleetScene.template("base", runner: "create_file \"a.txt\", \"v1\\n\"\n")
        let repository = try fleet.repository("evil-template", [("v1", v1)])
        try repository.git("rm", "-rq", ".")
        for (path, text) in UpdateFleetScene.template("base", runner: "create_file \"a.txt\", \"v2\\n\"\n", config: migrations, files: files) {
            try repository.write(path, text)
        }
        if let link {
            let url = repository.path.appendingPathComponent(link.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: link.target)
        }
        try repository.commit("v2")
        try repository.git("tag", "v2")
        let made = try fleet.scene.bootstrap(["new", "app", "-m", repository.fileURL, "--ref", "v1", "-q"])
        XCTAssertEqual(made.status, 0, made.stderr)
        return (fleet, repository)
    }

    /// `update ARGUMENTS` ends with `status`, its standard error saying each of `messages`, and
    /// the project is as it was.
    @discardableResult
    private func updateChangesNothing(
        _ fleet: UpdateFleetScene, _ arguments: [String] = [], status: Int32, saying messages: [String],
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> BootstrapProcess.Result {
        let before = fleet.snapshot()
        let result = try fleet.run(["update"] + arguments)
        XCTAssertEqual(result.status, status, result.stdout + result.stderr, file: file, line: line)
        for message in messages { XCTAssertTrue(result.stderr.contains(message), result.stderr, file: file, line: line) }
        XCTAssertEqual(fleet.snapshot(), before, file: file, line: line)
        return result
    }

    private static func migration(_ when: String = "before", runner: String = "migrations/2.0.0.rb", version: String = "\"2.0.0\"") -> String {
        "_migrations:\n  - version: \(version)\n    runner: \(runner)\n    when: \(when)\n"
    }

    func testAMigrationThatWritesOutsideTheProjectIsRefusedAndTheUpdateUndone() throws {
        for (when, code) in [("before", "File.write \"../outside.txt\", \"x\"\n"), ("after", "create_file \"../outside.txt\", \"x\"\n")] {
            let (fleet, _) = try scene(
                migrations: Self.migration(when),
                files: ["migrations/2.0.0.rb": "File.write \"inside.txt\", \"first\"\n" + code])
            try updateChangesNothing(fleet, status: 1, saying: ["outside.txt", "outside the project"])
            XCTAssertFalse(FileManager.default.fileExists(atPath: fleet.scene.work.appendingPathComponent("outside.txt").path))
        }
    }

    func testAMigrationsCommandAsksTheOneConsentRule() throws {
        let (fleet, _) = try scene(
            migrations: Self.migration("after"), files: ["migrations/2.0.0.rb": "run \"touch ran-by-the-migration\"\n"])
        // No terminal to ask, no --allow-run: refused, the update undone.
        try updateChangesNothing(fleet, status: 1, saying: ["refusing to run 'touch ran-by-the-migration' without consent", "--allow-run"])
        // --no-run skips it; the update goes on.
        let skipped = try fleet.run(["update", "--no-run"])
        XCTAssertEqual(skipped.status, 0, skipped.stdout + skipped.stderr)
        XCTAssertNil(fleet.text("ran-by-the-migration"))
        XCTAssertEqual(fleet.text("a.txt"), "v2\n")
    }

    func testAMigrationsCommandRunsWithAllowRun() throws {
        let (fleet, _) = try scene(
            migrations: Self.migration("after"), files: ["migrations/2.0.0.rb": "run \"touch ran-by-the-migration\"\n"])
        let result = try fleet.run(["update", "--allow-run"])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertEqual(fleet.text("ran-by-the-migration"), "")
    }

    func testARunnerPathWithDotDotIsRefusedBeforeAnythingRuns() throws {
        let (fleet, _) = try scene(
            migrations: Self.migration(runner: "../escape.rb"), files: ["migrations/2.0.0.rb": "File.write \"PWNED\", \"x\"\n"])
        try updateChangesNothing(fleet, status: 2, saying: ["config.yml:3:13: migration runner '../escape.rb' is outside the template"])
    }

    func testARunnerThatIsALinkOutOfTheTemplateIsRefused() throws {
        let fleet0 = try TemporaryFolder()
        let outside = fleet0.url.appendingPathComponent("outside.rb")
        try "File.write \"PWNED\", \"x\"\n".write(to: outside, atomically: true, encoding: .utf8)
        let (fleet, repository) = try scene(migrations: Self.migration(), files: [:], link: ("migrations/2.0.0.rb", outside.path))
        try updateChangesNothing(fleet, status: 2, saying: ["migration 2.0.0: runner 'migrations/2.0.0.rb' leads out of the template folder"])
        XCTAssertNil(fleet.text("PWNED"))
        // `bootstrap check` of that version says the same.
        try repository.git("checkout", "-q", "v2")
        let check = try fleet.scene.bootstrap(["check", "-m", repository.path.path])
        XCTAssertEqual(check.status, 1, check.stdout + check.stderr)
        XCTAssertTrue((check.stdout + check.stderr).contains("runner 'migrations/2.0.0.rb' leads out of the template folder"), check.stdout + check.stderr)
    }

    func testAVersionThatIsNotAVersionIsBadInput() throws {
        let (fleet, _) = try scene(migrations: Self.migration(version: "two"), files: ["migrations/2.0.0.rb": "puts 1\n"])
        try updateChangesNothing(fleet, status: 2, saying: ["config.yml:2:14: migration version 'two' is not a version"])
    }

    func testCheckValidatesTheDeclarations() throws {
        let folder = try TemporaryFolder()
        try folder.write("tpl/config.yml", """
            _migrations:
              - version: "2.0.0"
                runner: migrations/2.0.0.rb
              - version: 3.0.0-rc1
                runner: migrations/3.0.0.rb
              - version: "4.0"
                runner: migrations/missing.rb
                when: during
              - version: "5"
                runner: /etc/passwd
              - runner: migrations/2.0.0.rb
            base: true

            """)
        try folder.write("tpl/runners/base.rb", "create_file \"a.txt\", \"a\"\n")
        try folder.write("tpl/migrations/2.0.0.rb", "FileUtils.mv \"old\", \"new\"\n")
        try folder.write("tpl/migrations/broken.rb", "if true\n")
        let result = try BootstrapProcess.run(["check", "-m", "tpl"], in: folder.url)
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
        let output = result.stdout + result.stderr
        for expected in [
            "config.yml:4:14: migration version '3.0.0-rc1' is not a version: write one to three numbers, like 2.0.0 or v2.0",
            "config.yml:8:11: a migration's when must be before or after, not 'during'",
            "config.yml:10:13: migration runner '/etc/passwd' is outside the template",
            "config.yml:11:5: a migration needs 'version:'",
        ] {
            XCTAssertTrue(output.contains(expected), "\(expected)\n\(output)")
        }
        // The config itself loads: the well-formed entries are checked further, a runner that is
        // missing or does not parse is an error of its own.
        try folder.write("tpl/config.yml", """
            _migrations:
              - version: "2.0.0"
                runner: migrations/2.0.0.rb
              - version: "4.0"
                runner: migrations/missing.rb
              - version: "6.0.0"
                runner: migrations/broken.rb
                whne: after
            base: true

            """)
        let files = try BootstrapProcess.run(["check", "-m", "tpl"], in: folder.url)
        XCTAssertEqual(files.status, 1, files.stdout + files.stderr)
        let fileOutput = files.stdout + files.stderr
        XCTAssertTrue(fileOutput.contains("config.yml:5:13: migration 4.0: runner 'migrations/missing.rb' does not exist in the template"), fileOutput)
        XCTAssertTrue(fileOutput.contains("migrations/broken.rb:"), fileOutput)
        XCTAssertTrue(fileOutput.contains("config.yml:8:5: warning: unknown migration key 'whne' (did you mean 'when'?)"), fileOutput)
        XCTAssertFalse(fileOutput.contains("2.0.0.rb"), fileOutput)
        // `new` does not run migrations, and does not wait for their check.
        XCTAssertEqual(try BootstrapProcess.run(["new", "app", "-m", "tpl", "-q"], in: folder.url).status, 0)
    }
}
