@testable import BootstrapKit
import Diagnostics
import Foundation
import RunnerLanguage
import XCTest

/// The command actions called with given arguments. Expected status lines follow Thor 1.2.1's
/// `run`: `say_status :run, "#{command} from #{relative_to_original_destination_root(destination_root, false).inspect}"`.
final class CommandActionsTests: XCTestCase {
    private var harnesses: [CommandHarness] = []

    override func tearDown() {
        harnesses.forEach { $0.removeFolder() }
    }

    private func harness(
        _ policy: CommandPolicy = .allow, pretend: Bool = false, skipBundle: Bool = false,
        terminal: ScriptedTerminal = ScriptedTerminal(), environment: [String: String]? = nil
    ) throws -> CommandHarness {
        var options = RunOptions()
        options.commandPolicy = policy
        options.pretend = pretend
        options.skipBundle = skipBundle
        let h = try CommandHarness(options: options, terminal: terminal)
        ActionTable.register(CommandActions.definitions, into: h.context, runner: CommandRunner(baseEnvironment: environment ?? ProcessInfo.processInfo.environment))
        harnesses.append(h)
        return h
    }

    func testRunPrintsThorsStatusLineAndTheOutputAsWritten() throws {
        let h = try harness()
        let result = try h.call("run", [.str("echo one; echo two")])
        XCTAssertEqual(h.logText, "         run  echo one; echo two from \".\"\none\ntwo\n")
        XCTAssertTrue(result.isTruthy)
    }

    func testFailingRunReturnsFalseAndNotesTheFailureBesideThorsLine() throws {
        let h = try harness()
        let result = try h.call("run", [.str("sh -c 'exit 3'")])
        guard case .bool(false) = result else { return XCTFail("\(result)") }
        // Thor prints nothing more when a command fails; the note goes to standard error.
        XCTAssertEqual(h.logText, "         run  sh -c 'exit 3' from \".\"\n")
        XCTAssertEqual(h.notes, "runners/test.rb:1:1: warning: 'sh -c 'exit 3'' failed with exit status 3; the run goes on\nline 1\n^\n")
    }

    func testAbortOnFailureIsALocatedError() throws {
        let h = try harness()
        XCTAssertThrowsError(try h.call("run", [.str("false")], [("abort_on_failure", .true)], line: 7)) { error in
            guard let error = error as? RuntimeError else { return XCTFail("\(error)") }
            XCTAssertEqual(error.diagnostic.rendered.split(separator: "\n").first, "runners/test.rb:7:1: 'false' failed with exit status 1")
        }
    }

    func testCaptureReturnsTheOutputInsteadOfShowingIt() throws {
        let h = try harness()
        let result = try h.call("run", [.str("echo out; echo err >&2")], [("capture", .true)])
        guard case .string(let s) = result else { return XCTFail("\(result)") }
        XCTAssertEqual(s.value, "out\nerr\n")
        XCTAssertEqual(h.logText, "         run  echo out; echo err >&2 from \".\"\n")
    }

    func testEnvironmentReachesTheCommand() throws {
        let h = try harness()
        let env = Value.hash(HashBox([(.str("GREETING"), .str("hi"))]))
        let result = try h.call("run", [.str("printf %s \"$GREETING\"")], [("env", env), ("capture", .true)])
        guard case .string(let s) = result else { return XCTFail("\(result)") }
        XCTAssertEqual(s.value, "hi")
    }

    func testNoRunSkipsWithAStatusAndReturnsNil() throws {
        let h = try harness(.deny)
        let result = try h.call("run", [.str("touch made")])
        XCTAssertTrue(result.isNil)
        XCTAssertEqual(h.logText, "        skip  touch made from \".\"\n")
        XCTAssertNil(h.file("made"))
    }

    func testWithoutConsentOrTerminalTheFirstCommandIsAnError() throws {
        let h = try harness(.ask)
        XCTAssertThrowsError(try h.call("git", [.symbol("init")], line: 3)) { error in
            XCTAssertEqual(
                (error as? RuntimeError)?.diagnostic.rendered.split(separator: "\n").first,
                "runners/test.rb:3:1: refusing to run 'git init' without consent: pass --allow-run to run commands or --no-run to skip them")
        }
        XCTAssertEqual(h.logText, "")
    }

    func testAskingOnATerminalShowsTheCommandFirst() throws {
        let terminal = ScriptedTerminal(interactive: true, answers: ["n", "y"])
        let h = try harness(.ask, terminal: terminal)
        XCTAssertTrue(try h.call("run", [.str("touch skipped")]).isNil)
        XCTAssertTrue(try h.call("run", [.str("touch made")]).isTruthy)
        XCTAssertEqual(
            h.logText,
            "         run  touch skipped from \".\"\n        skip  touch skipped from \".\"\n         run  touch made from \".\"\n")
        XCTAssertEqual(terminal.prompts, ["Run this command? [Ynaq] ", "Run this command? [Ynaq] "])
        XCTAssertNil(h.file("skipped"))
        XCTAssertNotNil(h.file("made"))
    }

    func testPretendShowsTheCommandAndRunsNothing() throws {
        let h = try harness(.allow, pretend: true)
        XCTAssertTrue(try h.call("run", [.str("touch made")]).isNil)
        XCTAssertEqual(h.logText, "         run  touch made from \".\"\n")
        XCTAssertNil(h.file("made"))
    }

    /// The preview predicts the run: `--no-run` shows `skip`; without consent and without a
    /// terminal it fails at the command, as the real run does.
    func testPretendDecidesConsentAsTheRealRunDoes() throws {
        let denied = try harness(.deny, pretend: true)
        XCTAssertTrue(try denied.call("run", [.str("touch made")]).isNil)
        XCTAssertEqual(denied.logText, "        skip  touch made from \".\"\n")
        let unasked = try harness(.ask, pretend: true)
        XCTAssertThrowsError(try unasked.call("run", [.str("touch made")])) { error in
            XCTAssertEqual((error as? RuntimeError)?.code, DiagnosticCode.commandConsent)
        }
        XCTAssertNil(unasked.file("made"))
    }

    func testTheWorkspaceIsFlushedBeforeAndReadAgainAfterACommand() throws {
        let h = try harness()
        try h.workspace.write("notes.txt", "written by the template\n")
        let seen = try h.call("run", [.str("cat notes.txt; echo 'changed by the command' > notes.txt")], [("capture", .true)])
        guard case .string(let s) = seen else { return XCTFail("\(seen)") }
        XCTAssertEqual(s.value, "written by the template\n")
        XCTAssertEqual(try h.workspace.read("notes.txt"), "changed by the command\n")
    }

    func testInsideRunsInThatFolderAndSaysSo() throws {
        let h = try harness()
        try h.workspace.makeDirectory("lib")
        h.workspace.currentDirectory = "lib"
        XCTAssertTrue(try h.call("run", [.str("touch here")]).isTruthy)
        XCTAssertEqual(h.logText, "         run  touch here from \"./lib\"\n")
        XCTAssertNotNil(h.file("lib/here"))
    }

    func testBackticksReturnStdout() throws {
        let h = try harness()
        let result = try h.call("`", [.str("echo out; echo err >&2")])
        guard case .string(let s) = result else { return XCTFail("\(result)") }
        XCTAssertEqual(s.value, "out\n")
        XCTAssertEqual(h.logText, "         run  echo out; echo err >&2 from \".\"\nerr\n")
        let skipped = try harness(.deny)
        guard case .string(let empty) = try skipped.call("`", [.str("echo out")]) else { return XCTFail() }
        XCTAssertEqual(empty.value, "")
    }

    func testSystemReturnsTrueFalseOrNil() throws {
        let h = try harness()
        guard case .bool(true) = try h.call("system", [.str("true")]) else { return XCTFail() }
        guard case .bool(false) = try h.call("system", [.str("sh -c 'exit 3'")]) else { return XCTFail() }
        XCTAssertTrue(try harness(.deny).call("system", [.str("true")]).isNil)
    }

    func testSystemWithSeveralArgumentsPassesThemUnsplit() throws {
        let h = try harness()
        XCTAssertTrue(try h.call("system", [.str("touch"), .str("two words")]).isTruthy)
        XCTAssertNotNil(h.file("two words"))
        XCTAssertTrue(h.logText.hasPrefix("         run  touch 'two words' from \".\"\n"), h.logText)
    }

    func testExecIsRefused() throws {
        let h = try harness()
        XCTAssertThrowsError(try h.call("exec", [.str("ls")])) { error in
            XCTAssertEqual((error as? RuntimeError)?.code, .unsupported)
        }
    }

    func testRunBundleDoesNothingUnderSkipBundle() throws {
        let h = try harness(skipBundle: true)
        XCTAssertTrue(try h.call("run_bundle").isNil)
        XCTAssertEqual(h.logText, "")
    }

    func testGenerateUsesBinRailsWhenTheProjectHasOne() throws {
        let h = try harness(environment: try shimEnvironment())
        try h.workspace.write("bin/rails", "#!/bin/sh\necho \"bin/rails $*\"\n", mode: 0o755)
        try h.call("generate", [.symbol("model"), .str("post")])
        XCTAssertEqual(
            h.logText,
            "    generate  model\n       rails  generate model post\nbin/rails generate model post\n")
    }
}

/// The environment of a command run with the recording shims first on PATH and RAILS_ENV unset,
/// as Fixtures/rails/record.sh runs real Rails.
func shimEnvironment() throws -> [String: String] {
    var env = ProcessInfo.processInfo.environment
    env["RAILS_ENV"] = nil
    env["PATH"] = railsFixtures.appendingPathComponent("shims").path + ":" + (env["PATH"] ?? "/usr/bin:/bin")
    return env
}

let railsFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/rails")

extension CommandActionsTests {
    func testAskingShowsTheExactCommandLineEvenForRake() throws {
        let terminal = ScriptedTerminal(interactive: true, answers: ["n"])
        var options = RunOptions()
        options.commandPolicy = .ask
        let h = try CommandHarness(options: options, terminal: terminal)
        defer { h.removeFolder() }
        ActionTable.register(CommandActions.definitions, into: h.context)
        XCTAssertTrue(try h.call("rake", [.str("db:migrate")]).isNil)
        XCTAssertEqual(
            h.logText,
            "        rake  db:migrate\n         run  rake db:migrate from \".\"\n        skip  rake db:migrate from \".\"\n")
    }
}

extension CommandActionsTests {
    /// Under --no-run the skip lines show the exact command strings Rails would build.
    func testCommandStringsAsRailsBuildsThem() throws {
        let h = try harness(.deny)
        try h.call("run", [.str("echo hi")], [("with", .str("/usr/bin/env"))])
        try h.call("rake", [.str("gems:install")], [("sudo", .true)])
        try h.call("git", [.str("status")])
        try h.call("generate", [.symbol("scaffold")])
        XCTAssertEqual(
            h.logText,
            """
                    skip  env echo hi from "."
                    rake  gems:install
                    skip  sudo rake gems:install from "."
                    skip  git status from "."
                generate  scaffold
                   rails  generate scaffold \("")
                    skip  rails generate scaffold  from "."

            """)
    }

    func testJSONFormatReportsOutputLinesAsEvents() throws {
        var options = RunOptions()
        options.commandPolicy = .allow
        options.format = .json
        let h = try CommandHarness(options: options)
        defer { h.removeFolder() }
        ActionTable.register(CommandActions.definitions, into: h.context)
        try h.call("run", [.str("echo one")])
        XCTAssertEqual(
            h.logText,
            "{\"status\":\"run\",\"message\":\"echo one from \\\".\\\"\"}\n{\"status\":\"output\",\"message\":\"one\"}\n")
    }
}
