import Foundation
import XCTest

/// `new` starts on a template whose unknown names are only in code that never runs, warning about
/// them; `bootstrap check` still reports them as errors; a certain failure still refuses the run.
final class PreRunCheckCommandTests: XCTestCase {
    func testANameInABranchThatNeverRunsWarnsAndTheRunGoesOn() throws {
        let folder = try TemporaryFolder()
        try folder.write("t/config.yml", "app: true\n")
        try folder.write("t/runners/app.rb", "if ENV[\"NEVER_SET_HERE\"]\n  not_a_method(1)\nend\ncreate_file \"a.txt\", \"x\"\n")
        let run = try BootstrapProcess.run(["new", "demo", "-m", "t"], in: folder.url)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertTrue((run.stdout + run.stderr).contains("t/runners/app.rb:2:3: warning: undefined method 'not_a_method'"), run.stdout + run.stderr)
        XCTAssertEqual(folder.file("demo/a.txt"), "x")
        let check = try BootstrapProcess.run(["check", "-m", "t"], in: folder.url)
        XCTAssertEqual(check.status, 1, check.stdout)
        XCTAssertTrue(check.stdout.contains("t/runners/app.rb:2:3: undefined method 'not_a_method'\n"), check.stdout)
    }

    func testANameInCodeThatAlwaysRunsStillRefusesTheRun() throws {
        let folder = try TemporaryFolder()
        try folder.write("t/config.yml", "app: true\n")
        try folder.write("t/runners/app.rb", "create_file \"a.txt\", \"x\"\nnot_a_method(1)\n")
        let run = try BootstrapProcess.run(["new", "demo", "-m", "t"], in: folder.url)
        XCTAssertEqual(run.status, 2, run.stdout + run.stderr)
        XCTAssertFalse(folder.exists("demo"))
    }
}
