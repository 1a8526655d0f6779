import Foundation
import XCTest

/// `new` starts on a template whose unknown names are only in code that never runs, warning about
/// them; `bootstrap check` still reports them as errors; a certain failure still refuses the run.
final class PreRunCheckCommandTests: XCTestCase {
    /// A one-block template `t` with `runner`, in a fresh folder, and `bootstrap new demo -m t` in it.
    private func newProject(_ runner: String) throws -> (folder: TemporaryFolder, run: BootstrapProcess.Result) {
        let folder = try TemporaryFolder()
        try folder.write("t/config.yml", "app: true\n")
        try folder.write("t/runners/app.rb", runner)
        return (folder, try BootstrapProcess.run(["new", "demo", "-m", "t"], in: folder.url))
    }

    func testANameInABranchThatNeverRunsWarnsAndTheRunGoesOn() throws {
        let (folder, run) = try newProject("if ENV[\"NEVER_SET_HERE\"]\n  not_a_method(1)\nend\ncreate_file \"a.txt\", \"x\"\n")
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertTrue((run.stdout + run.stderr).contains("t/runners/app.rb:2:3: warning: undefined method 'not_a_method'"), run.stdout + run.stderr)
        XCTAssertEqual(folder.file("demo/a.txt"), "x")
        let check = try BootstrapProcess.run(["check", "-m", "t"], in: folder.url)
        XCTAssertEqual(check.status, 1, check.stdout)
        XCTAssertTrue(check.stdout.contains("t/runners/app.rb:2:3: undefined method 'not_a_method'\n"), check.stdout)
    }

    func testANameInCodeThatAlwaysRunsStillRefusesTheRun() throws {
        let (folder, run) = try newProject("create_file \"a.txt\", \"x\"\nnot_a_method(1)\n")
        XCTAssertEqual(run.status, 2, run.stdout + run.stderr)
        XCTAssertFalse(folder.exists("demo"))
    }
}
