import XCTest

/// `--set NAME=VALUE` that no question of the run takes is a typo: exit 2 with the closest
/// question's name, and the project is left as it was (none for `new`, restored for `apply`).
final class UnknownAnswerTests: XCTestCase {
    func testNewWithAMisspelledAnswerLeavesNothing() throws {
        for extra in [["--no-run"], ["--no-run", "--pretend"]] {
            let folder = try TemporaryFolder()
            let result = try BootstrapProcess.run(["new", "tool", "--set", "knid=library"] + extra, in: folder.url)
            XCTAssertEqual(result.status, 2, "\(extra): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains("no question took --set knid=library (did you mean 'kind'?)"), result.stderr)
            XCTAssertEqual(folder.listing(), [], "\(extra)")
        }
    }

    func testApplyWithAMisspelledAnswerRestoresTheProject() throws {
        let folder = try TemporaryFolder()
        let created = try BootstrapProcess.run(["new", "tool", "--no-run", "-q", "--set", "kind=library"], in: folder.url)
        XCTAssertEqual(created.status, 0, created.stderr)
        let before = folder.snapshot()
        let project = folder.url.appendingPathComponent("tool")
        let result = try BootstrapProcess.run(
            ["apply", "--force", "--no-run", "--set", "kind=tool", "--set", "swift_verison=6.1"], in: project)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("no question took --set swift_verison=6.1 (did you mean 'swift_version'?)"), result.stderr)
        XCTAssertTrue(result.stderr.contains("restored"), result.stderr)
        XCTAssertEqual(folder.snapshot(), before)
    }

    /// The answers questions do take, by name or by their text, are accepted as before.
    func testAnswersByNameOrTextAreTaken() throws {
        let folder = try TemporaryFolder()
        let result = try BootstrapProcess.run(
            ["new", "lib", "--no-run", "-q", "--set", "Library only, or library and executable?=library", "--set", "swift_version=6.0"],
            in: folder.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertFalse(folder.file("lib/Package.swift")?.contains("executableTarget") ?? true)
    }

    /// A template that asks nothing says so.
    func testATemplateWithoutQuestionsNamesNone() throws {
        let folder = try TemporaryFolder()
        try folder.write("tpl.rb", "create_file \"a.txt\", \"a\\n\"\n")
        let result = try BootstrapProcess.run(["new", "p", "-m", "tpl.rb", "--set", "name=x"], in: folder.url)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("no question took --set name=x; the run asked no question"), result.stderr)
        XCTAssertEqual(folder.listing(), ["tpl.rb"])
    }
}
