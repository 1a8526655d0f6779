import Foundation
import XCTest

/// `bootstrap update --check` (docs/updating.md, "In CI"): exit 0 when every template the project
/// follows is at its newest version, 1 when one is behind (naming the versions), 2 on an error;
/// nothing written in the project, whatever the answer.
final class UpdateCheckTests: XCTestCase {
    private static func template(_ name: String, _ version: String) -> [String: String] {
        UpdateFleetScene.template(name, runner: "create_file \"\(name).txt\", \"\(version)\\n\"\n")
    }

    /// A project made from `app` v1 (its newest is v2) with `ci` v1 applied (its newest).
    private func scene() throws -> (UpdateFleetScene, app: GitRepository, ci: GitRepository) {
        let fleet = try UpdateFleetScene()
        let app = try fleet.repository("app", [("v1", Self.template("app", "v1")), ("v2", Self.template("app", "v2"))])
        let ci = try fleet.repository("ci", [("1.0", Self.template("ci", "1.0"))])
        XCTAssertEqual(try fleet.scene.bootstrap(["new", "app", "-m", app.fileURL, "--ref", "v1", "-q"]).status, 0)
        XCTAssertEqual(try fleet.run(["apply", "-m", ci.fileURL, "-q"]).status, 0)
        return (fleet, app, ci)
    }

    private func short(_ repository: GitRepository, _ tag: String) throws -> String {
        try repository.git("rev-parse", "--short=12", tag + "^{commit}")
    }

    func testBehindIsExit1WithTheVersionsCurrentIsExit0AndNothingIsWritten() throws {
        let (fleet, app, ci) = try scene()
        let before = fleet.snapshot()
        let behind = try fleet.run(["update", "--check"])
        XCTAssertEqual(behind.status, 1, behind.stdout + behind.stderr)
        XCTAssertEqual(behind.stdout, """
                  behind  app: v1 (\(try short(app, "v1"))), newest v2 (\(try short(app, "v2")))
                 current  ci: 1.0 (\(try short(ci, "1.0")))

            """)
        XCTAssertEqual(behind.stderr, "")
        XCTAssertEqual(fleet.snapshot(), before)
        // One template at a time.
        XCTAssertEqual(try fleet.run(["update", "--check", "--template", "ci"]).status, 0)
        XCTAssertEqual(try fleet.run(["update", "--check", "--template", "app"]).status, 1)

        XCTAssertEqual(try fleet.run(["update", "-q"]).status, 0)
        let current = fleet.snapshot()
        let check = try fleet.run(["update", "--check"])
        XCTAssertEqual(check.status, 0, check.stdout + check.stderr)
        XCTAssertTrue(check.stdout.contains("current  app: v2 (\(try short(app, "v2")))\n"), check.stdout)
        XCTAssertEqual(fleet.snapshot(), current)
        // A second tag on the same commit is nothing to update to; a newer version is.
        try app.git("tag", "v2.0.1", "v2")
        XCTAssertEqual(try fleet.run(["update", "--check"]).status, 0)
        try app.write("runners/app.rb", "create_file \"app.txt\", \"v2.1\\n\"\n")
        try app.commit("v2.1")
        try app.git("tag", "v2.1")
        let later = try fleet.run(["update", "--check", "--template", "app"])
        XCTAssertEqual(later.status, 1, later.stdout)
        XCTAssertTrue(later.stdout.contains("behind  app: v2 (\(try short(app, "v2"))), newest v2.1 (\(try short(app, "v2.1")))"), later.stdout)
    }

    func testJSONGivesOneObjectPerTemplate() throws {
        let (fleet, app, ci) = try scene()
        let result = try fleet.run(["update", "--check", "--format", "json"])
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
        let objects = try result.stdout.split(separator: "\n").map {
            try XCTUnwrap(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: String])
        }
        XCTAssertEqual(objects, [
            ["template": "app", "source": app.fileURL, "status": "behind", "recorded": "v1", "recorded_commit": try app.git("rev-parse", "v1^{commit}"),
             "newest": "v2", "newest_commit": try app.git("rev-parse", "v2^{commit}")],
            ["template": "ci", "source": ci.fileURL, "status": "current", "recorded": "1.0", "recorded_commit": try ci.git("rev-parse", "1.0^{commit}"),
             "newest": "1.0", "newest_commit": try ci.git("rev-parse", "1.0^{commit}")],
        ])
    }

    func testAnAccentedNameAndARecordedControlCharacterReachTheTerminalEscaped() throws {
        let fleet = try UpdateFleetScene()
        let app = try fleet.repository("café app", [("v1", Self.template("app", "v1")), ("v2", Self.template("app", "v2"))])
        XCTAssertEqual(try fleet.scene.bootstrap(["new", "app", "-m", app.fileURL, "--ref", "v1", "-q"]).status, 0)
        let named = try fleet.run(["update", "--check", "--template", "café app"])
        XCTAssertEqual(named.status, 1, named.stdout + named.stderr)
        XCTAssertTrue(named.stdout.contains("behind  café app: v1 ("), named.stdout)
        // A second template whose recorded source (the project's text) holds control characters.
        let record = try XCTUnwrap(fleet.text(".bootstrap.yml"))
        let evil = "  - source: \"gh:evil/x\\e[2J\\e]0;pwned\\a\"\n    url: \"file:///nowhere/x\\e[2J\"\n    commit: \"0123456789abcdef0123456789abcdef01234567\"\n"
        try fleet.write(".bootstrap.yml", record.replacingOccurrences(of: "\ntemplate:\n", with: "\ntemplates:\n  - \n")
            .replacingOccurrences(of: "\n  source:", with: "\n    source:").replacingOccurrences(of: "\n  url:", with: "\n    url:")
            .replacingOccurrences(of: "\n  ref:", with: "\n    ref:").replacingOccurrences(of: "\n  commit:", with: "\n    commit:")
            .replacingOccurrences(of: "bootstrap:\n", with: evil + "bootstrap:\n"))
        let result = try fleet.run(["update", "--check", "--offline"])
        XCTAssertEqual(result.status, 2, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("behind  café app: v1"), result.stdout + result.stderr)
        XCTAssertTrue(result.stderr.contains("\\e[2J"), result.stderr)
        XCTAssertFalse((result.stdout + result.stderr).unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, result.stderr)
    }

    func testABadSourceIsExit2AndOfflineUsesTheCache() throws {
        let (fleet, app, _) = try scene()
        let before = fleet.snapshot()
        try FileManager.default.moveItem(at: app.path, to: app.path.deletingLastPathComponent().appendingPathComponent("moved"))
        let result = try fleet.run(["update", "--check"])
        XCTAssertEqual(result.status, 2, result.stdout + result.stderr)
        XCTAssertTrue(result.stderr.contains("template '\(app.fileURL)': cannot fetch"), result.stderr)
        // The other template is still reported; the error decides the exit.
        XCTAssertTrue(result.stdout.contains("current  ci: 1.0"), result.stdout)
        // Offline, the cache answers: the mirror there knows v2.
        let offline = try fleet.run(["update", "--check", "--offline"])
        XCTAssertEqual(offline.status, 1, offline.stdout + offline.stderr)
        XCTAssertTrue(offline.stdout.contains("behind  app: v1"), offline.stdout)
        XCTAssertEqual(fleet.snapshot(), before)
        // No record, or one naming nothing to follow: exit 2.
        try FileManager.default.removeItem(at: fleet.project.appendingPathComponent(".bootstrap.yml"))
        let none = try fleet.run(["update", "--check"])
        XCTAssertEqual(none.status, 2, none.stderr)
        XCTAssertTrue(none.stderr.contains(".bootstrap.yml does not exist"), none.stderr)
    }
}
