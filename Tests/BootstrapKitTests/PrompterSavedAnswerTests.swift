@testable import BootstrapKit
import RunnerLanguage
import XCTest

/// The answers `.bootstrap.yml` saved for runner prompts (`prompts:`): taken after a `--set` and
/// before the terminal or the default; every answer but an `echo: false` one is kept for saving.
final class PrompterSavedAnswerTests: XCTestCase {
    private let call = FixedCallContext(file: "runners/db.rb", line: 2, column: 8, sourceLine: "name = ask(\"Database name?\")")

    private func prompter(_ answers: [String: String] = [:], saved: [String: String], terminal: ScriptedTerminal = ScriptedTerminal())
        -> Prompter
    {
        let prompter = Prompter(answers: answers, useDefaults: false, terminal: terminal)
        prompter.savedPrompts = saved
        return prompter
    }

    func testASavedAnswerIsTakenWithoutAskingTheTerminal() throws {
        let terminal = ScriptedTerminal(interactive: true, answers: ["typed"])
        let p = prompter(saved: ["Port?": "4000"], terminal: terminal)
        XCTAssertEqual(try p.ask(.init("Port?", default: "3000"), context: call), "4000")
        XCTAssertEqual(terminal.prompts, [])
        XCTAssertEqual(p.promptAnswers.map(\.key), ["Port?"])
        XCTAssertEqual(p.promptAnswers.map(\.value), ["4000"])
    }

    func testASetWinsOverTheSavedAnswerAndIsSaved() throws {
        let p = prompter(["db": "postgres"], saved: ["db": "sqlite"])
        XCTAssertEqual(try p.ask(.init("Which database?", name: "db"), context: call), "postgres")
        XCTAssertEqual(p.promptAnswers.map(\.value), ["postgres"])
    }

    func testASavedAnswerTheQuestionNoLongerAcceptsIsAskedAgain() throws {
        let p = prompter(saved: ["Database?": "mysql"])
        XCTAssertEqual(try p.ask(.init("Database?", default: "sqlite", limitedTo: ["sqlite", "postgres"]), context: call), "sqlite")
    }

    func testYesAndNoAreSavedAsWhatTheUserMeant() throws {
        let terminal = ScriptedTerminal(interactive: true, answers: ["n", "n"])
        let p = prompter(saved: [:], terminal: terminal)
        XCTAssertFalse(try p.confirm(.init("Use the API?"), expectYes: true, context: call))
        XCTAssertTrue(try p.confirm(.init("Skip tests?"), expectYes: false, context: call))
        XCTAssertEqual(p.promptAnswers.map(\.value), ["no", "no"])
        // Read back by the other of yes?/no?.
        let again = prompter(saved: ["Use the API?": "no", "Skip tests?": "no"])
        XCTAssertTrue(try again.confirm(.init("Use the API?"), expectYes: false, context: call))
        XCTAssertFalse(try again.confirm(.init("Skip tests?"), expectYes: true, context: call))
    }

    func testAnEchoFalseAnswerIsNeverKept() throws {
        let p = prompter(["Password?": "hunter2"], saved: [:])
        XCTAssertEqual(try p.ask(.init("Password?", secret: true), context: call), "hunter2")
        XCTAssertTrue(p.promptAnswers.isEmpty)
    }
}
