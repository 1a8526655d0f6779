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

    /// An undefined name in a `.tt` that a `template` call always renders: the same verdict as
    /// `bootstrap check` (an error, the same message and location), so `new` refuses it before
    /// writing anything; rendered from a branch, it is a warning, and the run's NameError names
    /// the file as check does, relative to the current folder.
    func testAnUndefinedNameInATtFileGetsTheSameVerdictInCheckAndBeforeTheRun() throws {
        let folder = try TemporaryFolder()
        try folder.write("t/config.yml", "app: true\n")
        try folder.write("t/templates/x.tt", "hello <%= undefined_thing %>\n")
        try folder.write("t/runners/app.rb", "create_file \"a.txt\", \"x\"\ntemplate \"templates/x.tt\", \"x.txt\"\n")
        let finding = "t/templates/x.tt:1:11: undefined local variable or method 'undefined_thing'\n"
        let check = try BootstrapProcess.run(["check", "-m", "t"], in: folder.url)
        XCTAssertEqual(check.status, 1, check.stdout + check.stderr)
        XCTAssertTrue(check.stdout.contains(finding), check.stdout)
        let run = try BootstrapProcess.run(["new", "demo", "-m", "t"], in: folder.url)
        XCTAssertEqual(run.status, 2, run.stdout + run.stderr)
        XCTAssertTrue(run.stderr.hasPrefix(finding), run.stderr)
        XCTAssertTrue(run.stderr.contains("the template has 1 error(s); nothing was run"), run.stderr)
        XCTAssertEqual(run.stdout, "")
        XCTAssertFalse(folder.exists("demo"))

        // Rendered from a branch: a warning before the run; when the branch runs, the NameError
        // names t/templates/x.tt, as check does.
        try folder.write("t/runners/app.rb", "create_file \"a.txt\", \"x\"\nif ENV[\"RENDER_X\"]\n  template \"templates/x.tt\", \"x.txt\"\nend\n")
        let branch = try BootstrapProcess.run(["new", "demo", "-m", "t"], in: folder.url, environment: ["RENDER_X": "1"])
        XCTAssertEqual(branch.status, 1, branch.stdout + branch.stderr)
        XCTAssertTrue(branch.stderr.contains(
            "t/templates/x.tt:1:11: warning: undefined local variable or method 'undefined_thing' (in code that may not run)"), branch.stderr)
        XCTAssertTrue(branch.stderr.contains("t/templates/x.tt:1:11: undefined local variable or method 'undefined_thing' (NameError)"), branch.stderr)
        XCTAssertFalse(folder.exists("demo"))
    }

    func testSyntaxErrorsBadConfigAndMissingSourcesStillStopTheRunBeforeAnythingIsWritten() throws {
        let cases: [(config: String, runner: String, says: String)] = [
            ("app: true\n", "create_file \"a.txt\", \"x\"\nif true\n", "t/runners/app.rb:"),
            ("app: [true\n", "create_file \"a.txt\", \"x\"\n", "t/config.yml:"),
            ("app: true\n", "create_file \"a.txt\", \"x\"\ncopy_file \"absent.txt\", \"b.txt\"\n", "t/runners/app.rb:2:11: copy_file: the source 'absent.txt' does not exist"),
        ]
        for (config, runner, says) in cases {
            let folder = try TemporaryFolder()
            try folder.write("t/config.yml", config)
            try folder.write("t/runners/app.rb", runner)
            let run = try BootstrapProcess.run(["new", "demo", "-m", "t"], in: folder.url)
            XCTAssertEqual(run.status, 2, runner + run.stderr)
            XCTAssertTrue(run.stderr.contains(says), run.stderr)
            XCTAssertFalse(folder.exists("demo"), runner)
        }
    }

    func testAMethodAnAppliedURLDefinesOnlyWarnsBeforeTheRun() throws {
        // The URL cannot be read before the run: what follows it may be defined there. The run
        // then fails on the download (no network here), which is the certain failure.
        let (folder, run) = try newProject("apply \"https://example.invalid/base.rb\"\nadd_gems(%w(a b))\n")
        XCTAssertTrue(run.stderr.contains("t/runners/app.rb:2:1: warning: undefined method 'add_gems' (the file an earlier `apply` runs may define it)"), run.stderr)
        XCTAssertFalse(run.stderr.contains("nothing was run (see `bootstrap check`)"), run.stderr)
        XCTAssertFalse(folder.exists("demo"))
    }
}
