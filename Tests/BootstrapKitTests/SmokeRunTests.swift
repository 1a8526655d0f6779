import BootstrapKit
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest

/// `bootstrap smoke`: a passing and a failing run write a JUnit report that parses as XML with the
/// expected test cases, and leave no temporary folder behind.
final class SmokeRunTests: XCTestCase {
    private var reportFolder: URL!

    override func setUpWithError() throws {
        reportFolder = FileManager.default.temporaryDirectory.appendingPathComponent("smoke-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: reportFolder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: reportFolder)
    }

    private func smokeFolders() -> Set<String> {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: FileManager.default.temporaryDirectory.path)) ?? []
        return Set(names.filter { $0.hasPrefix("bootstrap-smoke-") })
    }

    private func run(_ configuration: SmokeRun.Configuration) -> (ExitStatus, String) {
        var output = ""
        let status = SmokeRun(configuration, workingDirectory: reportFolder) { output += $0 }.run()
        return (status, output)
    }

    private func report() throws -> XMLElement {
        let data = try Data(contentsOf: reportFolder.appendingPathComponent("report.xml"))
        let document = try XMLDocument(data: data, options: [])
        return try XCTUnwrap(document.rootElement())
    }

    private func testCases(_ root: XMLElement) throws -> [XMLElement] {
        let suite = try XCTUnwrap(root.elements(forName: "testsuite").first)
        return suite.elements(forName: "testcase")
    }

    func testPassingRunWritesAPassingReportAndRemovesTheProject() throws {
        let before = smokeFolders()
        let (status, output) = run(SmokeRun.Configuration(
            template: FixturePaths.path("check/clean"), commands: ["test -f DONE", "grep -q 'Hello, done' DONE"],
            junitPath: "report.xml"))
        XCTAssertEqual(status, .success, output)
        XCTAssertTrue(output.contains("4 passed, 0 failed, 0 skipped\n"), output)
        XCTAssertEqual(smokeFolders(), before)

        let root = try report()
        let cases = try testCases(root)
        XCTAssertEqual(cases.map { $0.attribute(forName: "name")?.stringValue }, [
            "check", "generate", "run 1: test -f DONE", "run 2: grep -q 'Hello, done' DONE",
        ])
        XCTAssertEqual(root.elements(forName: "testsuite").first?.attribute(forName: "failures")?.stringValue, "0")
        XCTAssertTrue(cases.allSatisfy { $0.elements(forName: "failure").isEmpty })
    }

    func testFailingCommandIsAFailureWithItsOutput() throws {
        let before = smokeFolders()
        // Output that XML must escape: markup, a CDATA terminator, an escape character.
        let command = "printf 'bad <tag> & ]]> end\\033[0m\\n'; exit 3"
        let (status, output) = run(SmokeRun.Configuration(
            template: FixturePaths.path("check/clean"), commands: ["true", command], junitPath: "report.xml"))
        XCTAssertEqual(status, .generationFailed)
        XCTAssertTrue(output.contains("3 passed, 1 failed, 0 skipped\n"), output)
        XCTAssertEqual(smokeFolders(), before)

        let cases = try testCases(try report())
        XCTAssertEqual(cases.count, 4)
        XCTAssertEqual(cases[3].attribute(forName: "name")?.stringValue, "run 2: \(command)")
        let failure = try XCTUnwrap(cases[3].elements(forName: "failure").first)
        XCTAssertEqual(failure.attribute(forName: "message")?.stringValue, "exited with status 3")
        XCTAssertEqual(failure.stringValue, "bad <tag> & ]]> end\u{FFFD}[0m\n")
    }

    func testTemplateWithErrorsFailsTheCheckAndSkipsTheRest() throws {
        let (status, output) = run(SmokeRun.Configuration(
            template: FixturePaths.path("check/defects"), commands: ["true"], junitPath: "report.xml"))
        XCTAssertEqual(status, .generationFailed)
        XCTAssertTrue(output.contains("0 passed, 1 failed, 2 skipped\n"), output)
        let cases = try testCases(try report())
        XCTAssertEqual(cases.map { $0.attribute(forName: "name")?.stringValue }, ["check", "generate", "run 1: true"])
        let failure = try XCTUnwrap(cases[0].elements(forName: "failure").first)
        XCTAssertTrue(failure.stringValue?.contains("undefined method 'creat_file'") == true)
        XCTAssertEqual(cases[1].elements(forName: "skipped").count, 1)
        XCTAssertEqual(cases[2].elements(forName: "skipped").count, 1)
    }

    func testKeepLeavesTheProjectAndSaysWhere() throws {
        let (status, output) = run(SmokeRun.Configuration(template: FixturePaths.path("check/clean"), keep: true))
        XCTAssertEqual(status, .success, output)
        let line = try XCTUnwrap(output.split(separator: "\n").first { $0.hasPrefix("kept the generated project: ") })
        let path = String(line.dropFirst("kept the generated project: ".count))
        XCTAssertTrue(FileManager.default.fileExists(atPath: path + "/DONE"))
        try FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
    }
}
