import Foundation
import XCTest

/// `bootstrap check` and the checks `new` runs first, through the binary.
final class CheckCommandTests: XCTestCase {
    static let checkFixtures = BootstrapProcess.repositoryRoot.appendingPathComponent("Tests/BootstrapKitTests/Fixtures/check")

    func testDefectiveTemplateExitsOneWithLocatedFindings() throws {
        let result = try BootstrapProcess.run(["check", "-m", "defects"], in: Self.checkFixtures)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stdout.contains("defects/runners/setup.rb:2:1: undefined method 'creat_file'; did you mean 'create_file'?\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("defects/runners/setup.rb:10:1: note: runs a command: bundle exec rake db:setup\n"), result.stdout)
        XCTAssertTrue(result.stdout.hasSuffix("8 error(s), 4 warning(s), 1 note(s)\n"), result.stdout)
    }

    func testCleanTemplateAndBuiltInTemplateExitZero() throws {
        let clean = try BootstrapProcess.run(["check", "-m", "clean"], in: Self.checkFixtures)
        XCTAssertEqual(clean.status, 0, clean.stdout)
        XCTAssertEqual(clean.stdout, "no problems found\n")
        let builtIn = try BootstrapProcess.run(["check"], in: Self.checkFixtures)
        XCTAssertEqual(builtIn.status, 0, builtIn.stdout)
    }

    func testJSONFormatPrintsOneObjectPerFinding() throws {
        let result = try BootstrapProcess.run(["check", "-m", "defects", "--format", "json"], in: Self.checkFixtures)
        XCTAssertEqual(result.status, 1)
        let objects = try result.stdout.split(separator: "\n").map {
            try XCTUnwrap(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        XCTAssertEqual(objects.count, 13)
        for object in objects {
            for key in ["file", "line", "column", "severity", "code", "message"] {
                XCTAssertNotNil(object[key], "\(key) missing in \(object)")
            }
        }
    }

    func testWrongCommandLineExitsTwo() throws {
        let result = try BootstrapProcess.run(["check", "--format", "xml"], in: Self.checkFixtures)
        XCTAssertEqual(result.status, 2)
    }

    func testNewRefusesATemplateWithErrorsAndCreatesNothing() throws {
        let folder = try TemporaryFolder()
        let result = try BootstrapProcess.run(
            ["new", "app", "-m", Self.checkFixtures.appendingPathComponent("defects").path, "--defaults", "--no-run"],
            in: folder.url)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("undefined method 'creat_file'"), result.stderr)
        XCTAssertTrue(result.stderr.contains("nothing was run"), result.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.url.path), [])
    }

    func testNewRunsACleanTemplate() throws {
        let folder = try TemporaryFolder()
        let result = try BootstrapProcess.run(
            ["new", "app", "-m", Self.checkFixtures.appendingPathComponent("clean").path, "--defaults", "--no-run"],
            in: folder.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(folder.file("app/DONE"), "Hello, done\n")
    }

    func testApplyRefusesATemplateWithErrorsAndChangesNothing() throws {
        let folder = try TemporaryFolder()
        try folder.write("project/README.md", "mine\n")
        let result = try BootstrapProcess.run(
            ["apply", "--path", "project", "-m", Self.checkFixtures.appendingPathComponent("defects").path, "--defaults", "--no-run"],
            in: folder.url)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent("project").path), ["README.md"])
        XCTAssertEqual(folder.file("project/README.md"), "mine\n")
    }
}
