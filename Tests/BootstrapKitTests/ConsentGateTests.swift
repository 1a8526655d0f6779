@testable import BootstrapKit
import RunnerLanguage
import XCTest

final class ConsentGateTests: XCTestCase {
    private let call = FixedCallContext()

    func testAllowRunsWithoutAsking() throws {
        let terminal = ScriptedTerminal(interactive: true)
        let gate = ConsentGate(policy: .allow, terminal: terminal)
        XCTAssertEqual(try gate.decide("git init", context: call), .run)
        XCTAssertEqual(terminal.prompts, [])
    }

    func testDenySkipsWithoutAsking() throws {
        let terminal = ScriptedTerminal(interactive: true)
        let gate = ConsentGate(policy: .deny, terminal: terminal)
        XCTAssertEqual(try gate.decide("git init", context: call), .skip)
        XCTAssertEqual(terminal.prompts, [])
    }

    func testAskWithoutATerminalIsALocatedErrorNamingBothFlags() {
        let gate = ConsentGate(policy: .ask, terminal: ScriptedTerminal(interactive: false))
        var announced = false
        XCTAssertThrowsError(try gate.decide("git init", context: call) { announced = true }) { error in
            guard let error = error as? RuntimeError else { return XCTFail("\(error)") }
            XCTAssertEqual(
                error.diagnostic.rendered,
                """
                runners/git.rb:3:1: refusing to run 'git init' without consent: pass --allow-run to run commands or --no-run to skip them
                git :init
                ^
                """)
            XCTAssertEqual(error.code, .commandConsent)
        }
        XCTAssertFalse(announced, "nothing of the command is shown before the error")
    }

    func testAskAnswersYesAndEnterRunAndNoSkips() throws {
        let terminal = ScriptedTerminal(interactive: true, answers: ["Y", "", "yes", "n"])
        let gate = ConsentGate(policy: .ask, terminal: terminal)
        var announcements = 0
        for _ in 0..<3 { XCTAssertEqual(try gate.decide("echo hi", context: call) { announcements += 1 }, .run) }
        XCTAssertEqual(try gate.decide("echo hi", context: call) { announcements += 1 }, .skip)
        XCTAssertEqual(announcements, 4)
        XCTAssertEqual(terminal.prompts, Array(repeating: "Run this command? [Ynaq] ", count: 4))
    }

    func testAllAnswerAllowsEveryLaterCommand() throws {
        let terminal = ScriptedTerminal(interactive: true, answers: ["a"])
        let gate = ConsentGate(policy: .ask, terminal: terminal)
        XCTAssertEqual(try gate.decide("echo one", context: call), .run)
        XCTAssertEqual(try gate.decide("echo two", context: call), .run)
        XCTAssertEqual(terminal.prompts.count, 1)
        XCTAssertEqual(gate.policy, .allow)
    }

    func testQuitAbortsTheRun() {
        let gate = ConsentGate(policy: .ask, terminal: ScriptedTerminal(interactive: true, answers: ["q"]))
        XCTAssertThrowsError(try gate.decide("git init", context: call)) { error in
            guard let error = error as? RuntimeError else { return XCTFail("\(error)") }
            XCTAssertEqual(error.code, .aborted)
            XCTAssertEqual(error.className, "SystemExit")
            XCTAssertEqual(error.location, call.location)
            XCTAssertTrue(error.message.contains("'git init'"), error.message)
        }
    }

    func testUnknownAnswerShowsHelpAndAsksAgain() throws {
        let terminal = ScriptedTerminal(interactive: true, answers: ["maybe", "n"])
        let gate = ConsentGate(policy: .ask, terminal: terminal)
        XCTAssertEqual(try gate.decide("echo hi", context: call), .skip)
        XCTAssertEqual(terminal.prompts.count, 2)
        XCTAssertTrue(terminal.output.contains("q - quit"), terminal.output)
    }

    func testEndOfInputDoesNotRunTheCommand() {
        let gate = ConsentGate(policy: .ask, terminal: ScriptedTerminal(interactive: true, answers: []))
        XCTAssertThrowsError(try gate.decide("echo hi", context: call))
    }
}
