import Foundation
import XCTest

/// `smoke --matrix`: one generation and test run per combination of the template's `choice` and
/// `bool` answers, each its own JUnit `<testsuite>` named by its answers.
final class SmokeMatrixTests: XCTestCase {
    private func template(in folder: TemporaryFolder) throws {
        try folder.write("tpl/config.yml", """
            _questions:
              database:
                type: choice
                choices: [sqlite, postgres]
                default: sqlite
              docker:
                type: bool
                default: false
              title:
                type: str
                default: Demo
            base: true

            """)
        try folder.write("tpl/runners/base.rb", ##"create_file "answers.txt", "#{answers[:database]} #{answers[:docker]}\n""## + "\n")
    }

    func testOneTwoWayChoiceAndOneBoolGiveFourSuites() throws {
        let folder = try TemporaryFolder()
        try template(in: folder)
        // The command fails for exactly one combination, so each suite really ran with its answers.
        let result = try BootstrapProcess.run(
            ["smoke", "--matrix", "-m", "tpl", "--run", "test \"$(cat answers.txt)\" != 'postgres true'", "--junit", "junit.xml"],
            in: folder.url)
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
        let report = try XCTUnwrap(folder.file("junit.xml"))
        XCTAssertEqual(report.components(separatedBy: "<testsuite ").count - 1, 4, report)
        for name in ["database=sqlite docker=false", "database=sqlite docker=true", "database=postgres docker=false"] {
            XCTAssertTrue(report.contains("<testsuite name=\"\(name)\" tests=\"3\" failures=\"0\""), "\(name)\n\(report)")
        }
        XCTAssertTrue(report.contains("<testsuite name=\"database=postgres docker=true\" tests=\"3\" failures=\"1\""), report)
        XCTAssertTrue(report.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites tests=\"12\" failures=\"1\""), report)
    }

    func testTheBoundIsSaid() throws {
        let folder = try TemporaryFolder()
        try template(in: folder)
        let result = try BootstrapProcess.run(
            ["smoke", "--matrix", "--max-combinations", "3", "-m", "tpl", "--junit", "junit.xml"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("the matrix has 4 combinations; --max-combinations 3 runs the first 3\n"), result.stdout)
        XCTAssertEqual(try XCTUnwrap(folder.file("junit.xml")).components(separatedBy: "<testsuite ").count - 1, 3)
    }
}
