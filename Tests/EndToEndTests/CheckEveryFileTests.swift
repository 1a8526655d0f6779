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

    /// A config whose shape is wrong (a question's type, a gem's option) is reported with its
    /// warnings, its runners' findings and a stray runner in one run, not one round per kind.
    func testConfigErrorsAndWarningsAndRunnerFindingsComeInOneReport() throws {
        let folder = try TemporaryFolder()
        try folder.write("t/config.yml", "_questions:\n  n: {type: strng}\nsetup:\n  gems:\n    rspec:\n      grup: test\n")
        try folder.write("t/runners/setup.rb", "creat_file \"a.txt\", \"x\"\n")
        try folder.write("t/runners/setpu.rb", "create_file \"b.txt\"\n")
        let result = try BootstrapProcess.run(["check", "-m", "t"], in: folder.url)
        XCTAssertEqual(result.status, 1, result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains { $0.hasPrefix("t/config.yml:2:13: question 'n': unknown type 'strng'") }, result.stdout)
        XCTAssertTrue(lines.contains { $0.hasPrefix("t/config.yml:6:7: warning:") && $0.contains("grup") }, result.stdout)
        XCTAssertTrue(lines.contains("t/runners/setup.rb:1:1: undefined method 'creat_file'; did you mean 'create_file'?"), result.stdout)
        XCTAssertTrue(lines.contains(
            "t/runners/setpu.rb:1:1: warning: this runner runs for no block: config.yml has no block 'setpu', and no runner loads the file (did you mean 'setup'?)"),
            result.stdout)
        // A run refuses the same template before writing anything, with the config's errors.
        let run = try BootstrapProcess.run(["new", "p", "-m", "t", "--no-run"], in: folder.url)
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue(run.stderr.contains("unknown type 'strng'"), run.stderr)
        XCTAssertFalse(folder.exists("p"))
    }

    /// `check FOLDER` and `check FOLDER/config.yml` check the template, as `-m FOLDER` does (a
    /// config.yml is no Ruby file to parse).
    func testAFolderOrItsConfigNamesTheTemplate() throws {
        let folder = try TemporaryFolder()
        try folder.write("t/config.yml", "setup: true\n")
        try folder.write("t/runners/setup.rb", "creat_file \"a.txt\", \"x\"\n")
        for argument in ["t", "t/config.yml", "./t/"] {
            let result = try BootstrapProcess.run(["check", argument], in: folder.url)
            XCTAssertEqual(result.status, 1, argument + ": " + result.stdout + result.stderr)
            XCTAssertTrue(result.stdout.contains("t/runners/setup.rb:1:1: undefined method 'creat_file'"), argument + ": " + result.stdout)
        }
    }
}
