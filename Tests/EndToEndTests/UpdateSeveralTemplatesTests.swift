import Foundation
import XCTest

/// A project made from template `app-template` v1 (by `new`) with template `ci-template` v1 added
/// by `apply -m`: `.bootstrap.yml` lists both, and `update` follows both (docs/updating.md,
/// "Several templates"). Both templates write README.md: the app template makes it, the CI
/// template appends its line.
final class UpdateSeveralTemplatesTests: XCTestCase {
    private static func app(_ version: String) -> [String: String] {
        UpdateFleetScene.template(
            "base",
            runner: """
                create_file "README.md", "# #{answers[:title]}\\n\\nMade from the app template \(version).\\n"
                create_file "app.txt", "app \(version)\\n"

                """,
            config: "_questions:\n  title:\n    type: str\n")
    }

    private static func ci(_ version: String, runsOn: String) -> [String: String] {
        UpdateFleetScene.template(
            "ci",
            runner: """
                create_file ".ci.yml", "runs-on: \(runsOn)\\nsteps:\\n  - test\\n"
                append_to_file "README.md", "\\nCI: #{answers[:provider]} \(version)\\n"

                """,
            config: "_questions:\n  provider:\n    type: choice\n    choices: [github, gitlab]\n    default: github\n")
    }

    /// The project, made from the app template v1 with the CI template v1 applied.
    private func scene() throws -> (UpdateFleetScene, app: GitRepository, ci: GitRepository) {
        let fleet = try UpdateFleetScene()
        let app = try fleet.repository("app-template", [("v1", Self.app("v1")), ("v2", Self.app("v2"))])
        let ci = try fleet.repository(
            "ci-template", [("v1", Self.ci("v1", runsOn: "ubuntu-22.04")), ("v2", Self.ci("v2", runsOn: "ubuntu-24.04"))])
        let made = try fleet.scene.bootstrap(["new", "app", "-m", app.fileURL, "--ref", "v1", "--set", "title=Shop", "-q"])
        XCTAssertEqual(made.status, 0, made.stderr)
        let applied = try fleet.run(["apply", "-m", ci.fileURL, "--ref", "v1", "--set", "provider=gitlab", "-q"])
        XCTAssertEqual(applied.status, 0, applied.stderr)
        return (fleet, app, ci)
    }

    func testApplyingASecondTemplateRewritesTheRecordAsAListOfBoth() throws {
        let fleet = try UpdateFleetScene()
        let app = try fleet.repository("app-template", [("v1", Self.app("v1"))])
        let ci = try fleet.repository("ci-template", [("v1", Self.ci("v1", runsOn: "ubuntu-22.04"))])
        XCTAssertEqual(try fleet.scene.bootstrap(["new", "app", "-m", app.fileURL, "--set", "title=Shop", "-q"]).status, 0)
        let single = try XCTUnwrap(fleet.text(".bootstrap.yml"))
        XCTAssertTrue(single.contains("\ntemplate:\n  source: \"\(app.fileURL)\"\n"), single)
        // The same template again (another block, or the same) stays the one-template form.
        XCTAssertEqual(try fleet.run(["apply", "-m", app.fileURL, "-q"]).status, 0)
        XCTAssertEqual(fleet.text(".bootstrap.yml"), single)

        let applied = try fleet.run(["apply", "-m", ci.fileURL, "--set", "provider=gitlab", "-q"])
        XCTAssertEqual(applied.status, 0, applied.stderr)
        let appCommit = try app.git("rev-parse", "v1^{commit}"), ciCommit = try ci.git("rev-parse", "v1^{commit}")
        XCTAssertEqual(fleet.text(".bootstrap.yml"), """
            # Written by bootstrap: the templates this project follows, in the order they apply (format: docs/bootstrap-yml.md).
            templates:
              - source: "\(app.fileURL)"
                url: "\(app.fileURL)"
                ref: "v1"
                commit: "\(appCommit)"
                blocks:
                  - "base"
                answers:
                  title: "Shop"
              - source: "\(ci.fileURL)"
                url: "\(ci.fileURL)"
                ref: "v1"
                commit: "\(ciCommit)"
                blocks:
                  - "ci"
                answers:
                  provider: "gitlab"
            bootstrap:
              version: "\(try XCTUnwrap(single.components(separatedBy: "version: \"").last?.prefix { $0 != "\"" }))"

            """)
        XCTAssertEqual(fleet.text("README.md"), "# Shop\n\nMade from the app template v1.\n\nCI: gitlab v1\n")
        // The list reads back as YAML with the same templates and answers (Ruby's Psych, where it is installed).
        let script = "print YAML.load_file(ARGV[0])['templates'].map { |t| [t['source'], t['ref'], t['blocks'], t['answers']] }.inspect"
        let psych = try SwiftToolchain.run("ruby", ["-ryaml", "-e", script, ".bootstrap.yml"], in: fleet.project)
        if psych.status != 127 {
            XCTAssertEqual(
                psych.output, #"[["\#(app.fileURL)", "v1", ["base"], {"title"=>"Shop"}], ["\#(ci.fileURL)", "v1", ["ci"], {"provider"=>"gitlab"}]]"#)
        }
        // Each template answers from its own entry: applied again, neither asks (no terminal, no --set).
        let again = try fleet.run(["apply", "-m", ci.fileURL, "--diff"])
        XCTAssertEqual(again.status, 0, again.stdout + again.stderr)
        // (The recorded gitlab, not the default github: the line is there already, nothing appended.)
        XCTAssertTrue(again.stderr.contains("append_to_file changed nothing in README.md: the text is already there"), again.stderr)
        XCTAssertFalse(again.stdout.contains("github"), again.stdout)
        let first = try fleet.run(["apply", "-m", app.fileURL, "--pretend", "--skip"])
        XCTAssertEqual(first.status, 0, first.stdout + first.stderr)
    }

    func testUpdateBringsBothTemplatesToTheirNewVersionsAndKeepsTheUsersEdits() throws {
        let (fleet, app, ci) = try scene()
        try fleet.edit("README.md", "# Shop\n", "# Shop\n\nThe user's own introduction.\n")
        try fleet.edit(".ci.yml", "  - test\n", "  - test\n  - lint\n")
        let result = try fleet.run(["update"])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertEqual(fleet.text("README.md"), "# Shop\n\nThe user's own introduction.\n\nMade from the app template v2.\n\nCI: gitlab v2\n")
        XCTAssertEqual(fleet.text(".ci.yml"), "runs-on: ubuntu-24.04\nsteps:\n  - test\n  - lint\n")
        XCTAssertEqual(fleet.text("app.txt"), "app v2\n")
        XCTAssertTrue(result.stdout.contains("updated app-template from v1 (\(try app.git("rev-parse", "--short=12", "v1"))) to v2\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("updated ci-template from v1 (\(try ci.git("rev-parse", "--short=12", "v1"))) to v2\n"), result.stdout)
        let recorded = try fleet.recordedTemplates()
        XCTAssertEqual(recorded.map { $0["ref"] }, ["v2", "v2"])
        XCTAssertEqual(recorded.map { $0["commit"] }, [try app.git("rev-parse", "v2^{commit}"), try ci.git("rev-parse", "v2^{commit}")])
        XCTAssertTrue(try XCTUnwrap(fleet.text(".bootstrap.yml")).contains("    answers:\n      provider: \"gitlab\"\n"))
        // Current now: a second update changes nothing.
        let before = fleet.snapshot()
        let again = try fleet.run(["update"])
        XCTAssertEqual(again.status, 0, again.stdout + again.stderr)
        XCTAssertEqual(fleet.snapshot(), before)
        XCTAssertTrue(again.stdout.contains("app-template is at v2 (\(try app.git("rev-parse", "--short=12", "v2"))) already\n"), again.stdout)
        XCTAssertFalse(again.stdout.contains("updated"), again.stdout)
    }

    func testUpdateTemplateBringsOnlyThatOne() throws {
        let (fleet, app, ci) = try scene()
        let result = try fleet.run(["update", "--template", "ci-template"])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertEqual(fleet.text("README.md"), "# Shop\n\nMade from the app template v1.\n\nCI: gitlab v2\n")
        XCTAssertEqual(fleet.text(".ci.yml"), "runs-on: ubuntu-24.04\nsteps:\n  - test\n")
        XCTAssertEqual(fleet.text("app.txt"), "app v1\n")
        XCTAssertFalse(result.stdout.contains("app-template"), result.stdout)
        let recorded = try fleet.recordedTemplates()
        XCTAssertEqual(recorded.map { $0["ref"] }, ["v1", "v2"])
        XCTAssertEqual(recorded[0]["commit"], try app.git("rev-parse", "v1^{commit}"))
        XCTAssertEqual(recorded[1]["commit"], try ci.git("rev-parse", "v2^{commit}"))
        // By its URL too; the app template is then brought along on its own.
        let second = try fleet.run(["update", "--template", app.fileURL + "/"])
        XCTAssertEqual(second.status, 0, second.stdout + second.stderr)
        XCTAssertEqual(fleet.text("README.md"), "# Shop\n\nMade from the app template v2.\n\nCI: gitlab v2\n")
    }

    func testAFileBothTemplatesWriteConflictsNamingBoth() throws {
        let (fleet, _, _) = try scene()
        try fleet.edit("README.md", "CI: gitlab v1", "CI: gitlab v1, pinned by the user")
        let result = try fleet.run(["update"])
        XCTAssertEqual(result.status, 3, result.stdout + result.stderr)
        XCTAssertTrue(result.stderr.contains(
            "README.md: 1 conflicting region(s) in a file templates app-template and ci-template both write — resolve the <<<<<<< markers"),
            result.stderr)
        // The markers are git's, with the templates' names and versions as labels.
        let oracle = try UpdateScene.gitMergeFile(
            in: fleet.scene.root.appendingPathComponent("oracle"),
            ours: "# Shop\n\nMade from the app template v1.\n\nCI: gitlab v1, pinned by the user\n",
            base: "# Shop\n\nMade from the app template v1.\n\nCI: gitlab v1\n",
            theirs: "# Shop\n\nMade from the app template v2.\n\nCI: gitlab v2\n",
            labels: ["project", "templates app-template v1, ci-template v1", "templates app-template v2, ci-template v2"])
        XCTAssertEqual(oracle.conflicts, 1)
        XCTAssertEqual(fleet.text("README.md"), oracle.text)
        XCTAssertTrue(oracle.text.contains(">>>>>>> templates app-template v2, ci-template v2\n"), oracle.text)
        // A file one template writes names that one.
        XCTAssertEqual(fleet.text(".ci.yml"), "runs-on: ubuntu-24.04\nsteps:\n  - test\n")
    }

    func testATemplateNameNothingRecordsIsBadInputAndChangesNothing() throws {
        let (fleet, _, _) = try scene()
        let before = fleet.snapshot()
        let result = try fleet.run(["update", "--template", "ci-templat"])
        XCTAssertEqual(result.status, 2, result.stdout + result.stderr)
        XCTAssertTrue(result.stderr.contains("--template ci-templat names no template this project follows; .bootstrap.yml records: app-template ("), result.stderr)
        XCTAssertTrue(result.stderr.contains("(did you mean 'ci-template'?)"), result.stderr)
        // --ref is one template's version: with two, it needs --template.
        let ref = try fleet.run(["update", "--ref", "v2"])
        XCTAssertEqual(ref.status, 2, ref.stderr)
        XCTAssertTrue(ref.stderr.contains("--ref names a version of one template, and this project follows 2: add --template NAME"), ref.stderr)
        XCTAssertEqual(fleet.snapshot(), before)
    }

    func testARecordWrittenInAShapeApplyDoesNotEditIsLeftAsItWasWithAClearError() throws {
        let fleet = try UpdateFleetScene()
        let app = try fleet.repository("app-template", [("v1", Self.app("v1"))])
        try FileManager.default.createDirectory(at: fleet.project, withIntermediateDirectories: true)
        let record = "templates:\n  - {source: \"\(app.fileURL)\", url: \"\(app.fileURL)\"}\n"
        try fleet.write(".bootstrap.yml", record)
        let result = try fleet.run(["apply", "-m", app.fileURL, "--set", "title=Shop", "-q"])
        XCTAssertEqual(result.status, 2, result.stdout + result.stderr)
        XCTAssertTrue(result.stderr.contains(".bootstrap.yml could not be updated with this template's blocks and answers"), result.stderr)
        XCTAssertEqual(fleet.text(".bootstrap.yml"), record)
        XCTAssertNil(fleet.text("app.txt"))
    }

    func testAnOldOneTemplateRecordStillUpdatesAndStaysInItsForm() throws {
        let fleet = try UpdateFleetScene()
        let app = try fleet.repository("app-template", [("v1", Self.app("v1")), ("v2", Self.app("v2"))])
        let commit = try app.git("rev-parse", "v1^{commit}")
        // As an earlier bootstrap wrote it, by hand: no url, nothing but what update reads.
        try FileManager.default.createDirectory(at: fleet.project, withIntermediateDirectories: true)
        try fleet.write("README.md", "# Shop\n\nMy intro.\n\nMade from the app template v1.\n")
        try fleet.write("app.txt", "app v1\n")
        try fleet.write(".bootstrap.yml", """
            # Written by bootstrap: the template this project was made from (format: docs/bootstrap-yml.md).
            template:
              source: "\(app.fileURL)"
              ref: "v1"
              commit: "\(commit)"
            bootstrap:
              version: "0.1.0"
            blocks:
              - "base"
            answers:
              title: "Shop"

            """)
        let result = try fleet.run(["update"])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertEqual(fleet.text("README.md"), "# Shop\n\nMy intro.\n\nMade from the app template v2.\n")
        XCTAssertEqual(fleet.text("app.txt"), "app v2\n")
        XCTAssertTrue(result.stdout.contains("updated from v1 ("), result.stdout)
        let record = try XCTUnwrap(fleet.text(".bootstrap.yml"))
        XCTAssertTrue(record.contains("\ntemplate:\n  source: \"\(app.fileURL)\"\n"), record)
        XCTAssertTrue(record.contains("  ref: \"v2\"\n  commit: \"\(try app.git("rev-parse", "v2^{commit}"))\"\n"), record)
        XCTAssertFalse(record.contains("templates:"), record)
    }
}
