import Foundation
import XCTest

/// The answers to questions runners ask themselves (`ask`, `yes?`, `no?`) are saved in
/// `.bootstrap.yml` under `prompts:` (not `echo: false` ones), and `apply` and `update` take them
/// instead of the default or the terminal (docs/bootstrap-yml.md).
final class UpdatePromptAnswersTests: XCTestCase {
    static let v1 = #"""
        db = ask("Database?", default: "sqlite", limited_to: ["sqlite", "postgres"], name: "database")
        company = ask("Company name?")
        api = yes?("Use the API?")
        password = ask("Password?", echo: false, default: "none")
        create_file "settings.txt", "company: #{company}\ndb: #{db}\napi: #{api}\n"
        create_file "secret.txt", "#{password}\n"

        """#
    /// Rewords the database question (its `name:` keeps the key), asks a new one, changes the file.
    static let v2 = #"""
        db = ask("Which database?", default: "sqlite", limited_to: ["sqlite", "postgres"], name: "database")
        company = ask("Company name?")
        api = yes?("Use the API?")
        port = ask("Port?", default: "3000")
        password = ask("Password?", echo: false, default: "none")
        create_file "settings.txt", "# settings\ncompany: #{company}\ndb: #{db}\napi: #{api}\nport: #{port}\n"
        create_file "secret.txt", "#{password}\n"

        """#

    func testRunnerPromptAnswersAreSavedAndNotAskedAgainByApplyOrUpdate() throws {
        let answers = ["--set", "Company name?=Acme", "--set", "database=postgres", "--set", "Use the API?=yes", "--set", "Password?=hunter2"]
        let update = try UpdateVersionedScene(
            v1: UpdateVersionedScene.template(runner: Self.v1), v2: UpdateVersionedScene.template(runner: Self.v2), newArguments: answers)
        XCTAssertEqual(update.text("settings.txt"), "company: Acme\ndb: postgres\napi: true\n")
        let record = try XCTUnwrap(update.text(".bootstrap.yml"))
        XCTAssertTrue(
            record.hasSuffix("prompts:\n  \"database\": \"postgres\"\n  \"Company name?\": \"Acme\"\n  \"Use the API?\": \"yes\"\n"), record)
        XCTAssertFalse(record.contains("hunter2"), "an echo: false answer is never saved")
        XCTAssertFalse(record.contains("Password?"), record)
        // `apply` of the same block, with no terminal and --defaults: "Company name?" has no default,
        // so only the saved answer lets it run; the database stays postgres, not the default.
        let applied = try BootstrapProcess.run(
            ["apply", "-m", update.repository.fileURL, "--ref", "v1", "--only", "base", "--force", "--defaults", "-q",
             "--set", "Password?=hunter2"],
            in: update.project, environment: update.scene.environment)
        XCTAssertEqual(applied.status, 0, applied.stdout + applied.stderr)
        XCTAssertEqual(update.text("settings.txt"), "company: Acme\ndb: postgres\napi: true\n")
        XCTAssertEqual(update.text(".bootstrap.yml"), record, "nothing new to save")
        // `update`: both versions take the saved answers; the question new in v2 takes its default and is saved.
        let result = try update.update()
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertEqual(update.text("settings.txt"), "# settings\ncompany: Acme\ndb: postgres\napi: true\nport: 3000\n")
        XCTAssertEqual(update.text("secret.txt"), "hunter2\n", "the same in both versions: the project's is kept")
        let updated = try XCTUnwrap(update.text(".bootstrap.yml"))
        XCTAssertTrue(
            updated.hasSuffix(
                "prompts:\n  \"database\": \"postgres\"\n  \"Company name?\": \"Acme\"\n  \"Use the API?\": \"yes\"\n  \"Port?\": \"3000\"\n"),
            updated)
    }

    func testASetGivenToUpdateWinsOverTheSavedAnswer() throws {
        let update = try UpdateVersionedScene(
            v1: UpdateVersionedScene.template(runner: Self.v1), v2: UpdateVersionedScene.template(runner: Self.v2),
            newArguments: ["--set", "Company name?=Acme", "--set", "Use the API?=no"])
        XCTAssertEqual(update.text("settings.txt"), "company: Acme\ndb: sqlite\napi: false\n")
        let result = try update.update(["--set", "database=postgres"])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertEqual(update.text("settings.txt"), "# settings\ncompany: Acme\ndb: postgres\napi: false\nport: 3000\n")
        XCTAssertTrue(try XCTUnwrap(update.text(".bootstrap.yml")).contains("  \"database\": \"postgres\"\n"))
    }
}
