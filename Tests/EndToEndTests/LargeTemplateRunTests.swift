import Foundation
import XCTest

/// A large template's check runs alongside its run (`SpeculativeCheck`): whatever the run does
/// meanwhile, the command must end as it ended when the check came first. Each case runs the same
/// template twice, with its runner padded past the size from which the check runs alongside and
/// without the padding (comment lines after everything that matters, so every location is the
/// same), and compares exit status, both output streams, the project's files, and whether a command
/// of the template ran.
final class LargeTemplateRunTests: XCTestCase {
    /// 40 KB of comments.
    private let padding = String(repeating: "# padding line that makes the runner file larger\n", count: 820)

    /// Runs `arguments` in a fresh folder holding the one-block template `t` (its runner `runner`,
    /// padded or not) and, for `apply`, a project `demo` with one file.
    private func outcome(_ arguments: [String], runner: String, padded: Bool, input: String? = nil) throws -> FolderRunOutcome {
        let folder = try TemporaryFolder()
        try folder.write("t/config.yml", "app:\n  gems:\n    - rake\n")
        try folder.write("t/runners/app.rb", runner + (padded ? padding : ""))
        try folder.write("demo/README.md", "# demo\n")
        try folder.write("demo/Gemfile", "source \"https://rubygems.org\"\n")
        if arguments.first == "new" { try FileManager.default.removeItem(at: folder.url.appendingPathComponent("demo")) }
        return try FolderRunOutcome.run(arguments, in: folder, input: input)
    }

    /// The outcome of the padded template, after checking it is the unpadded one's.
    @discardableResult
    private func sameEitherWay(_ arguments: [String], runner: String, input: String? = nil,
                               file: StaticString = #filePath, line: UInt = #line) throws -> FolderRunOutcome {
        let first = try outcome(arguments, runner: runner, padded: false, input: input)
        let alongside = try outcome(arguments, runner: runner, padded: true, input: input)
        alongside.assertSame(as: first, file: file, line: line)
        return alongside
    }

    /// Files first, then a command, then a call that is certain to fail the check.
    private let refused = "create_file \"a.txt\", \"x\"\nrun \"touch ../ran.marker\"\nnot_a_method(1)\n"

    func testARefusedNewWritesNothingAndRunsNoCommand() throws {
        let result = try sameEitherWay(["new", "demo", "-m", "t", "--allow-run"], runner: refused)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("t/runners/app.rb:3:1: undefined method 'not_a_method'"), result.stderr)
        XCTAssertTrue(result.stderr.contains("nothing was run"), result.stderr)
        XCTAssertEqual(result.stdout, "", "no status line of the run that did not happen")
        XCTAssertEqual(result.files, [:], "no project, no command's marker")
    }

    func testARefusedApplyLeavesTheProjectAsItWas() throws {
        let result = try sameEitherWay(["apply", "-m", "t", "--path", "demo", "--allow-run"], runner: refused)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.files, ["demo": "(folder)", "demo/README.md": "# demo\n", "demo/Gemfile": "source \"https://rubygems.org\"\n"])
        XCTAssertFalse(result.stderr.contains("restored"), result.stderr)
    }

    /// A misspelt --set is refused by the check with the template, alongside or first: no line of the run shows.
    func testAMisspeltAnswerIsRefusedBeforeAnyLineEitherWay() throws {
        let runner = "create_file \"a.txt\", \"x\"\nrun \"touch ../ran.marker\"\nname = ask(\"Name?\", name: \"app_title\", default: \"x\")\n"
        let result = try sameEitherWay(["new", "demo", "-m", "t", "--allow-run", "--set", "app_titel=Blog"], runner: runner)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.hasPrefix("--set app_titel=Blog: no question takes 'app_titel' (did you mean 'app_title'?)"), result.stderr)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.files, [:], "no project, no command's marker")
    }

    func testARunThatFailsOnItsOwnStillEndsAsTheCheckRefusedIt() throws {
        // The injection fails at run time (no such file) before the check has settled.
        let runner = "inject_into_file \"missing.rb\", \"x\", after: \"y\"\nnot_a_method(1)\n"
        let result = try sameEitherWay(["apply", "-m", "t", "--path", "demo"], runner: runner)
        XCTAssertEqual(result.status, 2)
    }

    func testWarningsComeBeforeTheRunsOutputAndTheRunGoesOn() throws {
        let runner = "if ENV[\"NEVER_SET_HERE\"]\n  not_a_method(1)\nend\ncreate_file \"a.txt\", \"x\"\nrun \"touch ran.marker\"\n"
        let text = try sameEitherWay(["new", "demo", "-m", "t", "--allow-run"], runner: runner)
        XCTAssertEqual(text.status, 0, text.stderr)
        XCTAssertTrue(text.stderr.contains("warning: undefined method 'not_a_method'"), text.stderr)
        XCTAssertNotNil(text.files["demo/ran.marker"])
        // In JSON the findings are events of the same stream as the status lines: the warning first.
        let json = try sameEitherWay(["new", "demo", "-m", "t", "--allow-run", "--format", "json"], runner: runner)
        XCTAssertEqual(json.status, 0, json.stderr)
        let warning = try XCTUnwrap(json.stdout.range(of: "not_a_method"), json.stdout)
        let create = try XCTUnwrap(json.stdout.range(of: "\"create\""), json.stdout)
        XCTAssertLessThan(warning.lowerBound, create.lowerBound, json.stdout)
    }

    func testStrictRefusesOnAWarningEitherWay() throws {
        let runner = "if ENV[\"NEVER_SET_HERE\"]\n  not_a_method(1)\nend\ncreate_file \"a.txt\", \"x\"\n"
        let result = try sameEitherWay(["apply", "-m", "t", "--path", "demo", "--strict"], runner: runner)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.files, ["demo": "(folder)", "demo/README.md": "# demo\n", "demo/Gemfile": "source \"https://rubygems.org\"\n"])
    }

    func testAnUnknownOnlyBlockIsReportedBehindTheFindings() throws {
        let result = try sameEitherWay(["apply", "-m", "t", "--path", "demo", "--only", "nosuch"], runner: "create_file \"a.txt\", \"x\"\n")
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("--only names no block of the template: 'nosuch'"), result.stderr)
    }

    func testASuccessfulRunIsTheSameEitherWay() throws {
        let runner = "create_file \"a.txt\", \"x\"\ndef rake_callback\n  append_to_file \"README.md\", \"rake\\n\"\nend\n"
        let result = try sameEitherWay(["apply", "-m", "t", "--path", "demo"], runner: runner)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.files["demo/README.md"], "# demo\nrake\n")
        XCTAssertTrue(result.stdout.contains("create  a.txt"), result.stdout)
    }
}
