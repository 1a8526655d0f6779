import Foundation
import XCTest

/// `_migrations:` (docs/updating.md, "Migrations"): a project made from v1 updated to v3, where
/// v2 moved `app/legacy` to `app/modern` (its 2.0.0 migration renames the folder before the
/// merge, so the merge sees the user's edit there) and v3 reads its timeout under `server:` (its
/// 3.0.0 migration moves the user's setting after the merge).
final class UpdateMigrationTests: XCTestCase {
    private static let settings = "timeout: 5\nport: 80\n"

    private static func widget(_ version: String, folder: String) -> String {
        """
        create_file "\(folder)/widget.rb", "class Widget\\n  # \(version)\\nend\\n"
        create_file "config/settings.yml", "\(settings.replacingOccurrences(of: "\n", with: "\\n"))"

        """
    }

    static let rename = """
        FileUtils.mv "app/legacy", "app/modern"
        File.write "MIGRATIONS.log", "2.0.0\\n", mode: "a"

        """
    static let moveSetting = """
        settings = File.read("config/settings.yml")
        timeout = settings[/^timeout: (\\d+)$/, 1]
        if timeout
          File.write "config/settings.yml", settings.sub(/^timeout: \\d+\\n/, "") + "server:\\n  timeout: #{timeout}\\n"
        end
        File.write "MIGRATIONS.log", "3.0.0\\n", mode: "a"

        """

    static let migrationsV2 = """
        _migrations:
          - version: "2.0.0"
            runner: migrations/2.0.0.rb
            when: before

        """
    static let migrationsV3 = migrationsV2 + """
          - version: "3.0.0"
            runner: migrations/3.0.0.rb
            when: after

        """

    /// The template's repository, v1 to v3 (`v3` the given 3.0.0 migration), and the project made
    /// from v1, with the user's edits in the widget and the settings.
    private func scene(v3Migration: String = moveSetting) throws -> (UpdateFleetScene, GitRepository) {
        let fleet = try UpdateFleetScene()
        let repository = try fleet.repository("shop-template", [
            ("v1", UpdateFleetScene.template("base", runner: Self.widget("v1", folder: "app/legacy"))),
            ("v2", UpdateFleetScene.template(
                "base", runner: Self.widget("v2", folder: "app/modern"), config: Self.migrationsV2,
                files: ["migrations/2.0.0.rb": Self.rename])),
            ("v3", UpdateFleetScene.template(
                "base", runner: Self.widget("v3", folder: "app/modern"), config: Self.migrationsV3,
                files: ["migrations/2.0.0.rb": Self.rename, "migrations/3.0.0.rb": v3Migration])),
        ])
        let made = try fleet.scene.bootstrap(["new", "app", "-m", repository.fileURL, "--ref", "v1", "-q"])
        XCTAssertEqual(made.status, 0, made.stderr)
        try fleet.write("app/legacy/widget.rb", "class Widget\n  # v1\nend\n\nclass Gadget\nend\n")
        try fleet.edit("config/settings.yml", "timeout: 5", "timeout: 30")
        return (fleet, repository)
    }

    func testBothMigrationsRunInOrderOnceTheRenameSeenByTheMerge() throws {
        let (fleet, repository) = try scene()
        let result = try fleet.run(["update"])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        // The user's class moved with the folder and merged with v3's change; no conflict.
        XCTAssertNil(fleet.text("app/legacy/widget.rb"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: fleet.project.appendingPathComponent("app/legacy").path))
        XCTAssertEqual(fleet.text("app/modern/widget.rb"), "class Widget\n  # v3\nend\n\nclass Gadget\nend\n")
        // The user's timeout, moved by 3.0.0 after the merge.
        XCTAssertEqual(fleet.text("config/settings.yml"), "port: 80\nserver:\n  timeout: 30\n")
        XCTAssertEqual(fleet.text("MIGRATIONS.log"), "2.0.0\n3.0.0\n")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let before = try XCTUnwrap(lines.firstIndex { $0.hasSuffix("migrate  2.0.0 migrations/2.0.0.rb (before the merge)") }, result.stdout)
        // (Made by the migration, merged by the update: new to the project.)
        let merged = try XCTUnwrap(lines.firstIndex { $0.hasSuffix("create  app/modern/widget.rb") }, result.stdout)
        let after = try XCTUnwrap(lines.firstIndex { $0.hasSuffix("migrate  3.0.0 migrations/3.0.0.rb (after the merge)") }, result.stdout)
        XCTAssertLessThan(before, merged)
        XCTAssertLessThan(merged, after)
        XCTAssertTrue(result.stdout.hasSuffix("updated from v1 (\(try repository.git("rev-parse", "--short=12", "v1"))) to v3\n"), result.stdout)
        // Current now: nothing runs again.
        let snapshot = fleet.snapshot()
        let again = try fleet.run(["update"])
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertFalse(again.stdout.contains("migrate"), again.stdout)
        XCTAssertEqual(fleet.snapshot(), snapshot)
    }

    func testAFailingMigrationUndoesTheWholeUpdateTheEarlierRenameToo() throws {
        let (fleet, _) = try scene(v3Migration: Self.moveSetting + "raise \"the settings cannot be moved\"\n")
        let before = fleet.snapshot()
        let result = try fleet.run(["update"])
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
        XCTAssertTrue(result.stderr.contains("the settings cannot be moved"), result.stderr)
        XCTAssertTrue(result.stderr.contains("every file it changed was restored"), result.stderr)
        XCTAssertEqual(fleet.snapshot(), before)
        XCTAssertFalse(FileManager.default.fileExists(atPath: fleet.project.appendingPathComponent("app/modern").path))
        XCTAssertNil(fleet.text("MIGRATIONS.log"))
        XCTAssertTrue(try XCTUnwrap(fleet.text(".bootstrap.yml")).contains("  ref: \"v1\"\n"))
    }

    func testPretendAndDiffShowWhatTheMigrationsWouldDoAndWriteNothing() throws {
        let (fleet, _) = try scene()
        let before = fleet.snapshot()
        let result = try fleet.run(["update", "--diff"])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertEqual(fleet.snapshot(), before)
        XCTAssertTrue(result.stdout.contains("migrate  2.0.0 migrations/2.0.0.rb (before the merge)"), result.stdout)
        XCTAssertTrue(result.stdout.contains("migrate  3.0.0 migrations/3.0.0.rb (after the merge)"), result.stdout)
        XCTAssertTrue(result.stdout.contains("would update from v1"), result.stdout)
        XCTAssertTrue(result.stdout.contains("""
            --- a/config/settings.yml
            +++ b/config/settings.yml
            @@ -1,2 +1,3 @@
            -timeout: 30
             port: 80
            +server:
            +  timeout: 30

            """), result.stdout)
        XCTAssertTrue(result.stdout.contains("+++ b/app/modern/widget.rb\n@@ -0,0 +1,6 @@\n+class Widget\n+  # v3\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("\nremoved app/legacy\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("+++ b/MIGRATIONS.log\n@@ -0,0 +1,2 @@\n+2.0.0\n+3.0.0\n"), result.stdout)
    }
}
