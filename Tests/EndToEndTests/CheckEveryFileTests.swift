import Foundation
import XCTest

/// `bootstrap check` reports every file's findings: a syntax error in one runner does not hide the
/// defects of the other runners, of the `.tt` sources or of the files given on the command line.
final class CheckEveryFileTests: XCTestCase {
    func testASyntaxErrorInOneRunnerIsReportedWithTheDefectsElsewhere() throws {
        let folder = try TemporaryFolder()
        try folder.write("t/config.yml", "broken: true\nsetup: true\ndocs: true\n")
        try folder.write("t/runners/broken.rb", "def half\n  say \"no end\"\n")
        try folder.write("t/runners/setup.rb", "creat_file \"a.txt\", \"x\"\nget \"nope.txt\", \"b.txt\"\n")
        try folder.write("t/runners/docs.rb", "template \"templates/README.md.tt\", \"README.md\"\n")
        try folder.write("t/templates/README.md.tt", "# <%= app_nam %>\n")
        let result = try BootstrapProcess.run(["check", "-m", "t"], in: folder.url)
        XCTAssertEqual(result.status, 1, result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains { $0.hasPrefix("t/runners/broken.rb:") }, result.stdout)
        XCTAssertTrue(lines.contains("t/runners/setup.rb:1:1: undefined method 'creat_file'; did you mean 'create_file'?"), result.stdout)
        XCTAssertTrue(lines.contains { $0.hasPrefix("t/runners/setup.rb:2:5: get: the source 'nope.txt' does not exist") }, result.stdout)
        XCTAssertTrue(lines.contains { $0.hasPrefix("t/templates/README.md.tt:1:7: undefined local variable or method 'app_nam'") }, result.stdout)
        XCTAssertEqual(lines.last, "4 error(s), 0 warning(s), 0 note(s)", result.stdout)
    }

    func testFilesGivenOnTheCommandLineAreEachReported() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.rb", "if true\n")
        try folder.write("b.rb", "creat_file \"x\"\n")
        let result = try BootstrapProcess.run(["check", "a.rb", "b.rb"], in: folder.url)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stdout.contains("a.rb:"), result.stdout)
        XCTAssertTrue(result.stdout.contains("b.rb:1:1: undefined method 'creat_file'"), result.stdout)
        XCTAssertTrue(result.stdout.hasSuffix("2 error(s), 0 warning(s), 0 note(s)\n"), result.stdout)
    }
}
