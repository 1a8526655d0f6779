@testable import BootstrapKit
import Foundation
import RunnerLanguage
import XCTest

/// Commands written as templates write them, run through the parser and interpreter.
final class CommandScriptTests: XCTestCase {
    private var harnesses: [CommandHarness] = []

    override func tearDown() {
        harnesses.forEach { $0.removeFolder() }
    }

    private func harness(_ policy: CommandPolicy) throws -> CommandHarness {
        var options = RunOptions()
        options.commandPolicy = policy
        let h = try CommandHarness(options: options)
        ActionTable.register(ActionTable.fileFamilies, into: h.context)
        ActionTable.register(CommandActions.definitions, into: h.context)
        ActionTable.register(PromptActions.definitions, into: h.context)
        harnesses.append(h)
        return h
    }

    func testTheConsentErrorNamesTheRunnerLine() throws {
        let h = try harness(.ask)
        XCTAssertThrowsError(try h.run("# set up version control\n\ngit :init\ngit add: '.'\n", file: "runners/git.rb")) { error in
            guard let error = error as? RuntimeError else { return XCTFail("\(error)") }
            XCTAssertEqual(
                error.diagnostic.rendered,
                """
                runners/git.rb:3:1: refusing to run 'git init' without consent: pass --allow-run to run commands or --no-run to skip them
                git :init
                ^
                """)
        }
    }

    func testBackticksAndPercentXCaptureStdout() throws {
        let h = try harness(.allow)
        try h.run("""
            name = `printf blog`.strip
            more = %x(echo two)
            say "#{name}/#{more}"
            """)
        XCTAssertEqual(h.logText, "         run  printf blog from \".\"\n         run  echo two from \".\"\nblog/two\n")
    }

    func testSystemAndRunResults() throws {
        let h = try harness(.allow)
        try h.run("""
            say system("true").inspect
            say system("false").inspect
            say run("false").inspect
            say run("echo x", capture: true).inspect
            """)
        let lines = h.logText.split(separator: "\n").filter { !$0.hasPrefix(" ") }
        XCTAssertEqual(lines, ["true", "false", "false", "\"x\\n\""])
    }

    func testSkippedCommandsReturnNilAndEmptyBackticks() throws {
        let h = try harness(.deny)
        try h.run("""
            say run("touch made").inspect
            say system("touch made").inspect
            say `echo hi`.inspect
            """)
        XCTAssertEqual(
            h.logText,
            "        skip  touch made from \".\"\nnil\n        skip  touch made from \".\"\nnil\n        skip  echo hi from \".\"\n\"\"\n")
        XCTAssertNil(h.file("made"))
    }

    func testCommandsInsideAFolderRunThere() throws {
        let h = try harness(.allow)
        try h.run("""
            inside "app/models" do
              run "touch here"
            end
            """)
        XCTAssertNotNil(h.file("app/models/here"))
        XCTAssertTrue(h.logText.contains("         run  touch here from \"./app/models\"\n"), h.logText)
    }

    func testFilesWrittenByTheTemplateAreSeenByTheCommandAndBack() throws {
        let h = try harness(.allow)
        try h.run("""
            create_file "VERSION", "1.0\\n"
            run "sed -i 's/1.0/2.0/' VERSION"
            append_to_file "VERSION", "done\\n"
            """)
        try h.workspace.flush()
        XCTAssertEqual(h.file("VERSION"), "2.0\ndone\n")
    }

    func testAbortOnFailureStopsTheTemplate() throws {
        let h = try harness(.allow)
        XCTAssertThrowsError(try h.run("run 'exit 4', abort_on_failure: true\nsay 'not reached'\n")) { error in
            XCTAssertEqual((error as? RuntimeError)?.message, "'exit 4' failed with exit status 4")
            XCTAssertEqual((error as? RuntimeError)?.location?.line, 1)
        }
        XCTAssertFalse(h.logText.contains("not reached"))
    }

    func testExecIsRefusedAtItsLine() throws {
        let h = try harness(.allow)
        XCTAssertThrowsError(try h.run("say 'a'\nexec 'ls'\n")) { error in
            XCTAssertEqual((error as? RuntimeError)?.location?.line, 2)
        }
    }
}

extension CommandScriptTests {
    func testQuittingCannotBeRescuedByTheTemplate() throws {
        var options = RunOptions()
        options.commandPolicy = .ask
        let h = try CommandHarness(options: options, terminal: ScriptedTerminal(interactive: true, answers: ["q"]))
        defer { h.removeFolder() }
        ActionTable.register(CommandActions.definitions, into: h.context)
        ActionTable.register(PromptActions.definitions, into: h.context)
        XCTAssertThrowsError(try h.run("begin\n  run 'touch made'\nrescue => e\n  say 'rescued'\nend\nsay 'after'\n")) { error in
            XCTAssertEqual((error as? RuntimeError)?.code, .aborted)
        }
        XCTAssertFalse(h.logText.contains("rescued"))
        XCTAssertFalse(h.logText.contains("after"))
        XCTAssertNil(h.file("made"))
    }
}
